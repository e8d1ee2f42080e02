/** The generated catalogue as plain data, before it is written to SQLite. */

export interface SeedPartner {
  id: number;
  shortName: string;
  name: string;
  description: string;
  featured: boolean;
  popularRank: number | null;
  learnersCount: number;
  createdAt: string;
}
export interface SeedSubject {
  id: number;
  slug: string;
  title: string;
  featured: boolean;
  popularRank: number | null;
}
export interface SeedInstructor {
  id: number;
  slug: string;
  name: string;
  /** The one subject they teach: every course of theirs is filed under it. */
  subjectId: number;
  shortBio: string;
  bio: string;
  website: string | null;
  linkedin: string | null;
  facebook: string | null;
  twitter: string | null;
}
export interface SeedTocNode {
  depth: 0 | 1 | 2;
  name: string;
  type: string;
}
export interface SeedPrice {
  price: number;
  currency: string;
  trialEnd: string | null;
  showPriceOnTrial: boolean;
  purchasable: boolean;
}
export interface SeedCourse {
  id: number;
  /** Named fixtures (see archetypes.ts) carry their archetype key; generated courses have none. */
  archetype: string | null;
  key: string;
  slug: string;
  orgId: number;
  title: string;
  /** The title of the topic (topics.ts) every text of the course comes from, in its language. */
  topic: string;
  /** 1 introductory, 2 intermediate, 3 advanced (programs order their courses by it). */
  level: 1 | 2 | 3;
  shortDescription: string;
  aboutOverview: string;
  /** The course's intro video (a YouTube or Vimeo address), or null. */
  introVideo: string | null;
  language: string;
  selfPaced: boolean;
  certificateEnabled: boolean;
  totalEnrollments: number;
  createdAt: string;
  modifiedAt: string;
  enrollmentStart: string | null;
  enrollmentEnd: string | null;
  start: string;
  end: string | null;
  weeks: number;
  hoursMin: number;
  hoursMax: number;
  invitationOnly: boolean;
  maxEnrollments: number | null;
  price: SeedPrice | null;
  subjectIds: number[];
  instructorIds: number[];
  prerequisiteIds: number[];
  learn: string[];
  requirements: string[];
  transcripts: string[];
  toc: SeedTocNode[];
}
export interface SeedProgram {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  weeks: number;
  price: { price: number; currency: string } | null;
  createdAt: string;
  courseIds: number[];
  partnerIds: number[];
}
export interface SeedEnrollment {
  userId: number;
  courseId: number;
  mode: string;
  createdAt: string;
  visitedAt: string | null;
  completeCount: number;
  incompleteCount: number;
  certificateUuid: string | null;
}
export interface SeedUser {
  id: number;
  username: string;
  email: string;
  name: string;
  isActive: boolean;
  hasAvatar: boolean;
}
export interface SeedCatalogue {
  partners: SeedPartner[];
  subjects: SeedSubject[];
  instructors: SeedInstructor[];
  courses: SeedCourse[];
  programs: SeedProgram[];
  users: SeedUser[];
  enrollments: SeedEnrollment[];
}

/** Dates relative to the seed day, as ISO strings. */
export type DayClock = (offsetDays: number) => string;

export function dayClock(now: Date): DayClock {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return (offset) => new Date(midnight + offset * 86_400_000).toISOString();
}
