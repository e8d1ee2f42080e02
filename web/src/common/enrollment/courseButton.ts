/**
 * The enrolled learner's main button, one rule for the dashboard card and the course page so both
 * screens always agree (docs/product-rules.md, "Enrolled course button"): View Certificate, a spinner
 * while the outline loads, Resume Course or Go To Your Course — disabled before the start or while a
 * prerequisite is unmet.
 */
import type { CourseOutline, EnrolledCourse } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';

/**
 * What the prerequisite-status call said: `pending` while asked and not yet answered; `unknown` when
 * it failed or was not asked (the server then has the last word, so it blocks nothing).
 */
export type PrereqState = 'met' | 'unmet' | 'pending' | 'unknown';

export type CardButton =
  | { kind: 'viewCertificate'; href: string }
  | { kind: 'loading' }
  | { kind: 'resume'; href: string; disabled: boolean }
  | { kind: 'goToCourse'; href: string; disabled: boolean };

export const isPast = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** Not started means the start date is in the future. */
export function hasNotStarted(course: EnrolledCourse, now: Date): boolean {
  const start = course.course_details.course_start;
  return start !== null && !isPast(start, now);
}

/** Why an enrolled learner cannot open the course now. */
export type EnrolledBlock = 'prerequisite' | 'notStarted';

/**
 * The one rule for an enrolled learner, on the card and on the course page: an unmet prerequisite
 * first (it outlasts the start date), then a start in the future; null when nothing blocks. Not known
 * while the prerequisite answer is pending (`undefined`): saying "not started" or "open" first would
 * flash what a learner with an unmet prerequisite never sees. An unknown one blocks nothing.
 */
export function enrolledBlock(
  course: EnrolledCourse,
  prereq: PrereqState,
  now: Date,
): EnrolledBlock | null | undefined {
  if (prereq === 'unmet') return 'prerequisite';
  if (prereq === 'pending') return undefined;
  if (hasNotStarted(course, now)) return 'notStarted';
  return null;
}

/** Whether the learner may open the course (the card is then a link, the button enabled). */
export function canOpenCourse(course: EnrolledCourse, prereq: PrereqState, now: Date): boolean {
  return enrolledBlock(course, prereq, now) === null;
}

export interface CardUrls {
  /** `{LMS_BASE_URL}`, prefixed to a relative certificate path. */
  lmsBaseUrl: string;
  /** `{LEARNING_BASE_URL}/course/{course_id}/home`. */
  courseHome: string;
}

/** Joins a path the server gave to the platform host, keeping absolute http(s) URLs as they are. */
export function platformUrl(base: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, base.endsWith('/') ? base : `${base}/`).href;
}

/**
 * What the card shows when the outline call failed: as if never visited and without certificate, so
 * the learner can still open the course from its home (one failing call never breaks the card).
 */
export const OUTLINE_UNAVAILABLE: CourseOutline = {
  resume_course: { url: null, has_visited_course: false },
  cert_data: { cert_web_view_url: null, cert_status: '' },
  course_blocks: null,
};

export function cardButton(
  course: EnrolledCourse,
  outline: CourseOutline | undefined,
  prereq: PrereqState,
  now: Date,
  urls: CardUrls,
): CardButton {
  // Server URLs become hrefs only when http(s) or relative (lib/safeUrl.ts); others are ignored.
  const certificate = safeUrl(outline?.cert_data.cert_web_view_url);
  if (certificate) return { kind: 'viewCertificate', href: platformUrl(urls.lmsBaseUrl, certificate) };
  // Until the prerequisite answer is here the button cannot say whether it opens the course.
  if (!outline || prereq === 'pending') return { kind: 'loading' };
  const disabled = !canOpenCourse(course, prereq, now);
  const url = safeUrl(outline.resume_course.url);
  if (outline.resume_course.has_visited_course && url) return { kind: 'resume', href: url, disabled };
  return { kind: 'goToCourse', href: urls.courseHome, disabled };
}

/** `{LEARNING_BASE_URL}/course/{course_id}/home` (docs/contract.md, "Links Atrium builds"). */
export function courseHomeUrl(learningBaseUrl: string, courseId: string): string {
  return `${learningBaseUrl.replace(/\/+$/, '')}/course/${encodeURIComponent(courseId)}/home`;
}

/** What the prerequisite-status query says (asked: it is sent; pending: no answer or failure yet). */
export function prereqState(asked: boolean, pending: boolean, fulfilled: boolean | undefined): PrereqState {
  if (!asked) return 'unknown';
  if (pending) return 'pending';
  if (fulfilled === undefined) return 'unknown';
  return fulfilled ? 'met' : 'unmet';
}
