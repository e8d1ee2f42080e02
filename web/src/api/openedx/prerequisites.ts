/**
 * Prerequisites on a stock LMS, pure. Which courses a course requires comes from the courseware API
 * (`pre_requisite_courses`, Ulmo on); whether they are met, from the learner home:
 * - enrolled in the course: its card's `coursewareAccess.hasUnmetPrerequisites` (openedx-platform
 *   `lms/djangoapps/learner_home/serializers.py` `CoursewareAccessSerializer`), the LMS's own verdict;
 * - not enrolled: the LMS has no verdict to ask, but it fulfils a prerequisite's milestone when the
 *   learner passes that course (`common/djangoapps/util/milestones_helpers.py`
 *   `fulfill_course_milestone`, on a passing grade), so each required course must have a passing card
 *   (certificate earned or passing grade). A course passed and then left is no longer on the learner
 *   home and reads as unmet: the LMS, which enrolls anyway, has the last word.
 */
import type { LearnerHomeInit, PrerequisiteCourse, PrereqCourseRef } from '@atrium/contract';
import { isPassingCard } from './dashboardCourse.ts';

/**
 * The course page's prerequisites: a stock course's slug is its course id, and `display` (org and
 * number, e.g. `AtriumX PHY101`) is the only name the LMS gives.
 */
export function prerequisiteRefs(courses: readonly PrerequisiteCourse[]): PrereqCourseRef[] {
  return courses.map((course) => ({ course_slug: course.key, display_name: course.display, cover: null }));
}

/** The learner home's verdict for an enrolled course; undefined when the learner is not enrolled in it. */
export function enrolledVerdict(init: LearnerHomeInit, courseId: string): boolean | undefined {
  const card = init.courses.find(
    (candidate) => candidate.courseRun?.courseId === courseId && candidate.enrollment.isEnrolled,
  );
  return card ? !card.enrollment.coursewareAccess.hasUnmetPrerequisites : undefined;
}

/** Whether the learner has met `required` (the prerequisites' course ids) before enrolling in `courseId`. */
export function prerequisitesMet(
  init: LearnerHomeInit,
  courseId: string,
  required: readonly string[],
): boolean {
  const verdict = enrolledVerdict(init, courseId);
  if (verdict !== undefined) return verdict;
  const passed = new Set(
    init.courses.flatMap((card) => (card.courseRun && isPassingCard(card) ? [card.courseRun.courseId] : [])),
  );
  return required.every((id) => passed.has(id));
}
