/**
 * The enrolled-course card's rules (docs/product-rules.md, "Enrolled course card"), as pure
 * functions of the enrollment, its outline, its prerequisite status and "now".
 */
import type { EnrolledCourse } from '@atrium/contract';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { DASHBOARD_EAGER_CARDS } from '../../common/course-card/pictureLoading.ts';
import {
  enrolledBlock,
  isPast,
  type CardButton,
  type PrereqState,
} from '../../common/enrollment/courseButton.ts';

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
  | { kind: 'progress'; percent: number }
  /** No units counted, none done and none left: there is no figure to draw (a stock LMS without one). */
  | { kind: 'noFigure' };

/** How the date line writes its date (in the active language). */
export const DATE_LINE_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

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
  const block = enrolledBlock(course, prereq, now);
  if (block === 'prerequisite' && firstPrereq) {
    return {
      kind: 'prerequisite',
      courseSlug: firstPrereq.course_slug,
      courseName: firstPrereq.display_name,
    };
  }
  if (isComplete(course)) return { kind: 'completed' };
  if (block === 'notStarted') return { kind: 'comingSoon' };
  const { complete_count, incomplete_count } = course.progress;
  if (complete_count <= 0 && incomplete_count <= 0) return { kind: 'noFigure' };
  return { kind: 'progress', percent: progressPercent(complete_count, incomplete_count) };
}

/**
 * The platform names a prerequisite by its slug alone: its name, once its course page's answer gives it,
 * replaces the slug in the warning (a lookup, never a guess from the slug).
 */
export function namePrerequisite(status: CardStatus, name: string | undefined): CardStatus {
  if (status.kind !== 'prerequisite' || status.courseName !== '' || !name) return status;
  return { ...status, courseName: name };
}

/** The slug whose course name the card still needs ('' when it needs none). */
export function prerequisiteToName(status: CardStatus): string {
  return status.kind === 'prerequisite' && status.courseName === '' ? status.courseSlug : '';
}

/** The addresses of the images the first cards show, which load eagerly (pictureLoading.ts). */
export function eagerImageUrls(courses: readonly EnrolledCourse[], lmsBaseUrl: string): string[] {
  return courses
    .slice(0, DASHBOARD_EAGER_CARDS)
    .map((course) => lmsImageUrl(course.course_details.course_image_url, lmsBaseUrl))
    .filter((url) => url !== null);
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
