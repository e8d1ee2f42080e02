import { describe, expect, it } from 'vitest';
import { inProgressCard, learnerHome, passingCard, stockCard } from './dashboardTestCards.ts';
import { prerequisiteRefs, prerequisitesMet } from './prerequisites.ts';
import { factsNeeded, withProgress } from './dashboardCardFacts.ts';
import type { LearnerHomeCard } from '@atrium/contract';

const COURSE = 'course-v1:X+C+1';
const A = 'course-v1:X+A+1';
const B = 'course-v1:X+B+1';

const enrolledIn = (id: string, unmet: boolean, isEnrolled = true) =>
  stockCard({
    courseRun: { courseId: id },
    enrollment: {
      isEnrolled,
      coursewareAccess: { hasUnmetPrerequisites: unmet, isTooEarly: false, isStaff: false },
    },
  });

describe('prerequisitesMet', () => {
  it.each<[string, LearnerHomeCard[], string[], boolean]>([
    ['enrolled: the learner home says unmet', [enrolledIn(COURSE, true), passingCard(A, null)], [A], false],
    ['enrolled: the learner home says met', [enrolledIn(COURSE, false)], [A], true],
    ['not enrolled, every prerequisite passed', [passingCard(A, null), passingCard(B, null)], [A, B], true],
    [
      'not enrolled, one prerequisite in progress',
      [passingCard(A, null), inProgressCard(B, null)],
      [A, B],
      false,
    ],
    ['not enrolled, one prerequisite never taken', [passingCard(A, null)], [A, B], false],
    ['an inactive enrollment is no verdict', [enrolledIn(COURSE, false, false)], [A], false],
    ['nothing required', [], [], true],
  ])('%s', (_, cards, required, met) => {
    expect(prerequisitesMet(learnerHome(cards), COURSE, required)).toBe(met);
  });
});

describe('prerequisiteRefs', () => {
  it('takes the course id as slug and the display string as name', () => {
    expect(prerequisiteRefs([{ key: A, display: 'X A' }])).toEqual([
      { course_slug: A, display_name: 'X A', cover: null },
    ]);
  });
});

describe('factsNeeded', () => {
  it.each<[string, LearnerHomeCard, { progress: boolean; prerequisites: boolean }]>([
    ['in progress: its progress', inProgressCard(A, null), { progress: true, prerequisites: false }],
    ['passed: nothing more', passingCard(A, null), { progress: false, prerequisites: false }],
    [
      'not started: nothing more',
      stockCard({
        courseRun: { courseId: A, isStarted: false },
        gradeData: { isPassing: false },
        certificate: null,
      }),
      { progress: false, prerequisites: false },
    ],
    ['prerequisite unmet: its names only', enrolledIn(A, true), { progress: false, prerequisites: true }],
  ])('%s', (_, card, needed) => {
    expect(factsNeeded(card)).toEqual(needed);
  });
});

describe('withProgress', () => {
  it('counts locked units as left', () => {
    const course = { progress: { complete_count: 0, incomplete_count: 0 } } as Parameters<
      typeof withProgress
    >[0];
    expect(
      withProgress(course, { complete_count: 3, incomplete_count: 5, locked_count: 2 }).progress,
    ).toEqual({ complete_count: 3, incomplete_count: 7 });
  });
});
