/**
 * Learner home cards for the dashboard adapters' tests: the contract's stock sample, with some fields
 * changed, read through the contract's schema as the API client would. Only tests import this file.
 */
import { LearnerHomeCard, LearnerHomeInit } from '@atrium/contract';
import { learnerHomeCourseCard, learnerHomeInit } from '@atrium/contract/samples';

type Part = Record<string, unknown>;

export interface CardChanges {
  course?: Part;
  courseProvider?: Part | null;
  courseRun?: Part | null;
  enrollment?: Part;
  certificate?: Part | null;
  gradeData?: Part | null;
}

const changed = (base: Part, change: Part | null | undefined) =>
  change === null ? null : { ...base, ...change };

/** The sample card with `changes` merged into its parts (null replaces a part). */
export function stockCard(changes: CardChanges = {}): LearnerHomeCard {
  const base = learnerHomeCourseCard;
  return LearnerHomeCard.parse({
    ...base,
    course: changed(base.course, changes.course),
    courseProvider: changed(base.courseProvider, changes.courseProvider),
    courseRun: changed(base.courseRun, changes.courseRun),
    enrollment: changed(base.enrollment, changes.enrollment),
    certificate: changed(base.certificate, changes.certificate),
    gradeData: changed(base.gradeData, changes.gradeData),
  });
}

/** An in-progress card (no certificate, not passing) of course `id`, enrolled at `enrolled`. */
export function inProgressCard(id: string, enrolled: string | null): LearnerHomeCard {
  return stockCard({
    courseRun: { courseId: id },
    enrollment: { lastEnrolled: enrolled },
    certificate: { isEarned: false, isDownloadable: false, certPreviewUrl: null },
    gradeData: { isPassing: false },
  });
}

/** A passing card with a certificate, of course `id`, enrolled at `enrolled`. */
export function passingCard(id: string, enrolled: string | null): LearnerHomeCard {
  return stockCard({ courseRun: { courseId: id }, enrollment: { lastEnrolled: enrolled } });
}

/** The sample learner home with these cards in this order. */
export function learnerHome(cards: readonly LearnerHomeCard[]): LearnerHomeInit {
  return { ...LearnerHomeInit.parse(learnerHomeInit), courses: [...cards] };
}
