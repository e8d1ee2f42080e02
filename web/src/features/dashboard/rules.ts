/**
 * The enrolled-course card's rules (spec §4 "Card date line", "Card status", "Card button"), as pure
 * functions of the enrollment, its outline, its prerequisite status and "now".
 */
import type { CourseOutline, EnrolledCourse } from '@atrium/contract';
import { safeUrl } from '../../lib/safeUrl.ts';

/** What the prerequisite-status call said: `unknown` while loading, when it failed, or when not asked. */
export type PrereqState = 'met' | 'unmet' | 'unknown';

export type DateLine =
  | { kind: 'accessExpired'; date: string }
  | { kind: 'accessWillExpire'; date: string }
  | { kind: 'lifetimeAccess' }
  | { kind: 'started'; date: string }
  | { kind: 'willStart'; date: string };

export type CardStatus =
  | { kind: 'prerequisite'; courseSlug: string; courseName: string }
  | { kind: 'completed' }
  | { kind: 'comingSoon' }
  | { kind: 'progress'; percent: number };

export type CardButton =
  | { kind: 'viewCertificate'; href: string }
  | { kind: 'loading' }
  | { kind: 'resume'; href: string; disabled: boolean }
  | { kind: 'goToCourse'; href: string; disabled: boolean };

const isPast = (iso: string, now: Date) => Date.parse(iso) <= now.getTime();

/** Not started means the start date is in the future. */
export function hasNotStarted(course: EnrolledCourse, now: Date): boolean {
  const start = course.course_details.course_start;
  return start !== null && !isPast(start, now);
}

export function cardDateLine(course: EnrolledCourse, visited: boolean, now: Date): DateLine | null {
  const { course_start: start, course_end: end } = course.course_details;
  if (visited) {
    if (end === null) return { kind: 'lifetimeAccess' };
    return isPast(end, now) ? { kind: 'accessExpired', date: end } : { kind: 'accessWillExpire', date: end };
  }
  if (start === null) return null;
  return isPast(start, now) ? { kind: 'started', date: start } : { kind: 'willStart', date: start };
}

/** round(100 × completed / (completed + incomplete)); 0 when none completed. */
export function progressPercent(complete: number, incomplete: number): number {
  if (complete <= 0) return 0;
  const total = complete + Math.max(incomplete, 0);
  return Math.min(100, Math.round((100 * complete) / total));
}

export function isComplete(course: EnrolledCourse): boolean {
  return course.progress.complete_count > 0 && course.progress.incomplete_count === 0;
}

/** Whether the prerequisite-status call should be made at all (slug known, list non-empty). */
export function needsPrereqCheck(course: EnrolledCourse): boolean {
  return course.course_metadata.slug !== '' && course.pre_req_courses.length > 0;
}

export function cardStatus(course: EnrolledCourse, prereq: PrereqState, now: Date): CardStatus {
  const firstPrereq = course.pre_req_courses[0];
  if (prereq === 'unmet' && firstPrereq) {
    return {
      kind: 'prerequisite',
      courseSlug: firstPrereq.course_slug,
      courseName: firstPrereq.display_name,
    };
  }
  if (isComplete(course)) return { kind: 'completed' };
  if (hasNotStarted(course, now)) return { kind: 'comingSoon' };
  const { complete_count, incomplete_count } = course.progress;
  return { kind: 'progress', percent: progressPercent(complete_count, incomplete_count) };
}

/** Whether the learner may open the course from the card (the card is then a link). */
export function canOpenCourse(course: EnrolledCourse, prereq: PrereqState, now: Date): boolean {
  return !hasNotStarted(course, now) && prereq !== 'unmet';
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
  if (!outline) return { kind: 'loading' };
  const disabled = !canOpenCourse(course, prereq, now);
  const url = safeUrl(outline.resume_course.url);
  if (outline.resume_course.has_visited_course && url) return { kind: 'resume', href: url, disabled };
  return { kind: 'goToCourse', href: urls.courseHome, disabled };
}

/** `{LEARNING_BASE_URL}/course/{course_id}/home` (CONTRACT.md Part 1, learning area link). */
export function courseHomeUrl(learningBaseUrl: string, courseId: string): string {
  return `${learningBaseUrl.replace(/\/+$/, '')}/course/${encodeURIComponent(courseId)}/home`;
}

/** The share link `{BASE_URL}{PUBLIC_PATH}course/{slug}` (PUBLIC_PATH has both slashes). */
export function shareLink(baseUrl: string, publicPath: string, slug: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${publicPath}course/${encodeURIComponent(slug)}`;
}

/** The course image on the platform host, or null (the card then shows its placeholder). */
export function courseImageUrl(lmsBaseUrl: string, image: string | null): string | null {
  const safe = safeUrl(image);
  return safe === null ? null : platformUrl(lmsBaseUrl, safe);
}

/** What the prerequisite-status query says, as the card's rules need it. */
export function prereqState(asked: boolean, fulfilled: boolean | undefined): PrereqState {
  if (!asked || fulfilled === undefined) return 'unknown';
  return fulfilled ? 'met' : 'unmet';
}

export type MenuAction = 'resume' | 'goToCourse' | 'courseInfo' | 'share' | 'unenroll';

/**
 * The desktop more menu: Resume Course only when there is no certificate (spec; the earlier client
 * had it backwards); the phone action sheet: Go To Your Course (when the course can be opened),
 * Course Info, Share, Unenroll.
 */
export function moreMenuActions(button: CardButton): MenuAction[] {
  const resume = button.kind === 'viewCertificate' ? [] : (['resume'] as const);
  return [...resume, 'courseInfo', 'unenroll'];
}

export function sheetActions(canOpen: boolean): MenuAction[] {
  return [...(canOpen ? (['goToCourse'] as const) : []), 'courseInfo', 'share', 'unenroll'];
}
