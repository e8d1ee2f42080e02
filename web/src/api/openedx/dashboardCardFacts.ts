/**
 * What a stock dashboard card learns beyond the learner home, pure: its progress from the progress
 * API's `completion_summary` (openedx-platform `lms/djangoapps/course_home_api/progress/views.py`), and
 * the prerequisites its warning names, from the courseware API (prerequisites.ts).
 *
 * Progress follows Atrium's rule, completed units over all units: units locked behind content gating
 * are not done, so they count as left.
 */
import type {
  CompletionSummary,
  EnrolledCourse,
  LearnerHomeCard,
  PrerequisiteCourse,
} from '@atrium/contract';
import { isPassingCard } from './dashboardCourse.ts';

export function withProgress(course: EnrolledCourse, summary: CompletionSummary): EnrolledCourse {
  return {
    ...course,
    progress: {
      complete_count: summary.complete_count,
      incomplete_count: summary.incomplete_count + summary.locked_count,
    },
  };
}

/** The warning names the course's prerequisites; the learner home says only that one is unmet. */
export function withPrerequisites(
  course: EnrolledCourse,
  prerequisites: readonly PrerequisiteCourse[],
): EnrolledCourse {
  return {
    ...course,
    pre_req_courses: prerequisites.map((p) => ({ course_slug: p.key, display_name: p.display })),
    prerequisites_met: false,
  };
}

/**
 * Which facts a card still needs: the prerequisites only while one is unmet (the card then warns,
 * and shows no progress); the progress only for a course started and not passed yet (a passing one
 * is complete, one not started says so, and the LMS refuses its progress with 403).
 */
export function factsNeeded(card: LearnerHomeCard): { progress: boolean; prerequisites: boolean } {
  const unmet = card.enrollment.coursewareAccess.hasUnmetPrerequisites;
  const started = card.courseRun?.isStarted ?? false;
  return { prerequisites: unmet, progress: !unmet && started && !isPassingCard(card) };
}
