import { describe, expect, it } from 'vitest';
import { LearnerHomeInit } from '@atrium/contract';
import { learnerHomeInit } from '@atrium/contract/samples';
import { enrollmentListFromLearnerHome, type EnrollmentListRequest } from './dashboardList.ts';
import { inProgressCard, learnerHome, passingCard } from './dashboardTestCards.ts';

const ids = (page: { results: { course_details: { course_id: string } }[] }) =>
  page.results.map((course) => course.course_details.course_id);

describe('enrollmentListFromLearnerHome on the stock sample', () => {
  const init = LearnerHomeInit.parse(learnerHomeInit);

  it.each<[string, EnrollmentListRequest, number, string[]]>([
    // The sample's second card is an unused entitlement: no enrollment.
    ['everything', {}, 1, ['course-v1:edX+DemoX+Demo_Course']],
    ['completed (its card passes)', { progress: 'completed' }, 1, ['course-v1:edX+DemoX+Demo_Course']],
    ['in progress', { progress: 'in-progress' }, 0, []],
  ])('%s', (_, request, count, expected) => {
    const page = enrollmentListFromLearnerHome(init, request);
    expect(page.count).toBe(count);
    expect(ids(page)).toEqual(expected);
    expect([page.next, page.previous]).toEqual([null, null]);
  });
});

describe('enrollmentListFromLearnerHome: filter, order and pages', () => {
  // 30 cards: course-00 … course-29, one a day, the learner home's order oldest first on purpose;
  // every third passes.
  const day = (n: number) => `2030-01-${String(n + 1).padStart(2, '0')}T00:00:00Z`;
  const id = (n: number) => `course-v1:Org+C${String(n).padStart(2, '0')}+2030`;
  const cards = Array.from({ length: 30 }, (_, n) =>
    n % 3 === 0 ? passingCard(id(n), day(n)) : inProgressCard(id(n), day(n)),
  );
  const init = learnerHome(cards);
  const newestFirst = (keep: (n: number) => boolean) =>
    Array.from({ length: 30 }, (_, i) => 29 - i)
      .filter(keep)
      .map(id);
  const all = newestFirst(() => true);
  const completed = newestFirst((n) => n % 3 === 0);
  const inProgress = newestFirst((n) => n % 3 !== 0);

  it.each<[string, EnrollmentListRequest, number, string[]]>([
    ['first page: 12, newest first', {}, 30, all.slice(0, 12)],
    ['page 3: the last 6', { page: 3 }, 30, all.slice(24)],
    ['beyond the end: empty, with the true count', { page: 4 }, 30, []],
    ['page size 5, page 2', { page: 2, page_size: 5 }, 30, all.slice(5, 10)],
    ['page size above 100 reads as 100', { page_size: 500 }, 30, all],
    ['page 0 reads as page 1', { page: 0 }, 30, all.slice(0, 12)],
    ['a fractional page size reads as the default', { page_size: 2.5 }, 30, all.slice(0, 12)],
    ['completed', { progress: 'completed' }, 10, completed],
    ['in progress, page 2', { progress: 'in-progress', page: 2 }, 20, inProgress.slice(12)],
    ['search is left to the dashboard', { search: 'C01' }, 30, all.slice(0, 12)],
  ])('%s', (_, request, count, expected) => {
    const page = enrollmentListFromLearnerHome(init, request);
    expect(page.count).toBe(count);
    expect(ids(page)).toEqual(expected);
  });

  it('puts cards without an enrollment date last, in the learner home order', () => {
    const page = enrollmentListFromLearnerHome(
      learnerHome([
        inProgressCard('undated-1', null),
        inProgressCard('old', day(1)),
        inProgressCard('undated-2', null),
        inProgressCard('new', day(5)),
      ]),
    );
    expect(ids(page)).toEqual(['new', 'old', 'undated-1', 'undated-2']);
  });

  it('keeps the learner home order between cards enrolled at the same moment', () => {
    const page = enrollmentListFromLearnerHome(
      learnerHome([inProgressCard('b', day(3)), inProgressCard('a', day(3)), inProgressCard('c', day(3))]),
    );
    expect(ids(page)).toEqual(['b', 'a', 'c']);
  });

  it('answers an empty list for a learner without enrollments', () => {
    expect(enrollmentListFromLearnerHome(learnerHome([]), { progress: 'in-progress' })).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});
