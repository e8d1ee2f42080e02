/**
 * Who the LMS shows a course's outline to (openedx-platform lms/djangoapps/course_home_api/outline/
 * views.py, OutlineTabView.get): the enrolled learner and staff always; anyone else only where the
 * course's `seo.enable_anonymous_courseware_access` flag is on and its `course_visibility` (Studio's
 * advanced setting) is `public` or `public_outline`. Pure.
 *
 * A seed fact, since the demo has no Studio: the free self-paced courses are `public_outline` with the
 * flag on (their weeks and lessons open to visitors, the lessons not linked); every other course is
 * `private`, the LMS's default.
 */
import type { CourseRow } from '../repositories/rows.ts';

export type CourseVisibility = 'private' | 'public_outline';

export const courseVisibility = (course: Pick<CourseRow, 'price' | 'self_paced'>): CourseVisibility =>
  course.price <= 0 && course.self_paced === 1 ? 'public_outline' : 'private';

export interface OutlineCaller {
  /** An active enrollment in the course. */
  enrolled: boolean;
  staff: boolean;
}

/** Whether the answer carries the course's blocks. */
export const showsOutline = (caller: OutlineCaller, visibility: CourseVisibility): boolean =>
  caller.enrolled || caller.staff || visibility === 'public_outline';

/** Whether its lessons link into the course (`enable_links`: enrolled or staff; `public` too, unused here). */
export const linksLessons = (caller: OutlineCaller): boolean => caller.enrolled || caller.staff;
