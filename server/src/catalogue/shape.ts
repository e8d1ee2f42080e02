/** Rows → contract shapes. Pure functions: no database, only the origin for absolute image URLs. */
import type {
  CourseSummary,
  InstructorDetail,
  InstructorSummary,
  InstructorWithStats,
  PaidCourseInfo,
  PartnerRecord,
  PrereqCourseRef,
} from '@atrium/contract';
import type { CourseRow, InstructorRow, InstructorStats, OrgRow } from '../repositories/rows.ts';
import { courseCoverPath, instructorImageUrl, partnerHeaderUrl, partnerLogoUrl } from './images.ts';

export function shapePartner(row: OrgRow, origin: string): PartnerRecord {
  return {
    organization: {
      id: row.org_id,
      name: row.org_name,
      short_name: row.org_short_name,
      description: row.org_description,
      logo: partnerLogoUrl(origin, row.org_short_name),
    },
    header: partnerHeaderUrl(origin, row.org_short_name),
    featured: row.org_featured === 1,
    courses_count: row.org_courses_count,
  };
}

export function shapeInstructorSummary(row: InstructorRow, origin: string): InstructorSummary {
  return {
    name: row.name,
    slug: row.slug,
    short_bio: row.short_bio,
    image: instructorImageUrl(origin, row.slug),
  };
}

export function shapeInstructorWithStats(
  row: InstructorRow & InstructorStats,
  origin: string,
): InstructorWithStats {
  return {
    ...shapeInstructorSummary(row, origin),
    bio: row.bio,
    courses_count: row.courses_count,
    students_count: row.students_count,
  };
}

/** `courses` lists the course ids: the earlier client counts them, and declares them strings. */
export function shapeInstructorDetail(
  row: InstructorRow & InstructorStats,
  courseKeys: readonly string[],
  origin: string,
): InstructorDetail {
  return {
    ...shapeInstructorWithStats(row, origin),
    website: row.website,
    linkedin: row.linkedin,
    facebook: row.facebook,
    twitter: row.twitter,
    courses: [...courseKeys],
  };
}

export function shapePaidCourse(row: CourseRow): PaidCourseInfo {
  return {
    active: row.price > 0,
    price: row.price,
    currency: row.currency,
    course_id: row.course_key,
    has_trial: row.has_trial === 1,
    trial_end: row.trial_end,
    show_price_on_trial: row.show_price_on_trial === 1,
    // The amount says it all here.
    price_label: null,
  };
}

export function shapePrerequisite(row: { slug: string; display_name: string }): PrereqCourseRef {
  return { course_slug: row.slug, display_name: row.display_name, cover: courseCoverPath(row.slug) };
}

export function shapeCourseSummary(
  row: CourseRow,
  instructors: readonly InstructorRow[],
  prerequisites: readonly { slug: string; display_name: string }[],
  origin: string,
): CourseSummary {
  return {
    course_slug: row.slug,
    instructors: instructors.map((i) => shapeInstructorSummary(i, origin)),
    total_weeks_of_effort: row.weeks,
    hours_effort_per_week_min: row.hours_min,
    hours_effort_per_week_max: row.hours_max,
    additional_metadata: {
      display_name: row.display_name,
      short_description: row.short_description,
      org: row.org_short_name,
      language: row.language,
      self_paced: row.self_paced === 1,
      certificate_enabled: row.certificate_enabled === 1,
      course_image_url: courseCoverPath(row.slug),
      total_enrollments: row.total_enrollments,
      last_modification_date: row.modified_at,
      enrollment_start: row.enrollment_start,
      enrollment_end: row.enrollment_end,
      course_start: row.course_start,
      course_end: row.course_end,
      effort: row.effort,
      sections_count: row.sections_count,
      units_count: row.units_count,
      about_overview: row.about_overview,
      intro_video: row.intro_video,
      invitation_only: row.invitation_only === 1,
      max_enrollments: row.max_enrollments,
      pre_req_courses: prerequisites.map(shapePrerequisite),
    },
    paid_course: shapePaidCourse(row),
    partner: shapePartner(row, origin),
  };
}

/** Groups rows by a key, keeping their order (Map.groupBy arrives only in Node 21). */
export function groupBy<T, K>(rows: readonly T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
