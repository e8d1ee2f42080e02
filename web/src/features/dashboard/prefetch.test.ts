import type { EnrolledCourse } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { ENROLLMENT_PAGE_SIZE, enrollmentKeys } from '../../api/enrollments.ts';
import { course, prereq } from '../../test/enrolledCourse.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { plainSettings, testSettings } from '../../test/settings.ts';
import { prefetchEnrollmentList } from './prefetch.ts';

const learner = { userId: 7, username: 'ada', name: 'Ada', email: 'ada@example.com', administrator: false };

describe('prefetchEnrollmentList', () => {
  it.each([
    [
      'the first page',
      plainSettings(),
      'in-progress',
      '',
      enrollmentKeys.list('ada', 'in-progress', 1, '', ENROLLMENT_PAGE_SIZE),
    ],
    [
      'a later page',
      plainSettings(),
      'completed',
      '?page=2',
      enrollmentKeys.list('ada', 'completed', 2, '', ENROLLMENT_PAGE_SIZE),
    ],
    [
      'a search the platform makes',
      testSettings({}, {}, ['enrollment-search']),
      'in-progress',
      '?q=data',
      enrollmentKeys.list('ada', 'in-progress', 1, 'data', ENROLLMENT_PAGE_SIZE),
    ],
    [
      'a search made here, over the whole list',
      plainSettings(),
      'in-progress',
      '?q=data',
      enrollmentKeys.whole('ada', 'in-progress'),
    ],
  ] as const)('asks for the list the page reads on %s', async (_, settings, progress, search, key) => {
    const { context, keys } = prefetchContext({ settings, search, user: learner });
    prefetchEnrollmentList(context, { progress });
    await expect.poll(keys).toEqual([key]);
  });

  const withId = (id: string, base: EnrolledCourse = course()): EnrolledCourse => ({
    ...base,
    course_details: { ...base.course_details, course_id: id },
  });

  it.each([
    [
      'an outline per card',
      [withId('c1'), withId('c2')],
      [
        ['outline', 'c1'],
        ['outline', 'c2'],
      ],
    ],
    ['no outline without a course id', [withId(''), withId('c2')], [['outline', 'c2']]],
    [
      'the prerequisite status of a card with prerequisites and a slug',
      [withId('c1', course({ prereqs: prereq, slug: 'ds' })), withId('c2')],
      [
        ['outline', 'c1'],
        ['prereq', 'ds'],
        ['outline', 'c2'],
      ],
    ],
    [
      'no prerequisite status without a slug',
      [withId('c1', course({ prereqs: prereq, slug: '' }))],
      [['outline', 'c1']],
    ],
  ] as const)('then asks each card’s own calls: %s', async (_, courses, expected) => {
    const { context, keys, prefetched } = prefetchContext({ user: learner });
    prefetched.mockResolvedValueOnce({ count: courses.length, next: null, previous: null, results: courses });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await expect
      .poll(keys)
      .toEqual([
        enrollmentKeys.list('ada', 'in-progress', 1, '', ENROLLMENT_PAGE_SIZE),
        ...expected.map(([kind, id]) =>
          kind === 'outline' ? enrollmentKeys.outline('ada', id) : enrollmentKeys.prereq('ada', id),
        ),
      ]);
  });

  it('asks for the first cards’ images before the cards render', async () => {
    const { context, keys, prefetched } = prefetchContext({ user: learner });
    const courses = ['/a.svg', '/b.svg', '/c.svg'].map((image, i) => {
      const base = withId(`c${i}`);
      return { ...base, course_details: { ...base.course_details, course_image_url: image } };
    });
    prefetched.mockResolvedValueOnce({ count: 3, next: null, previous: null, results: courses });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await expect.poll(() => keys().length).toBe(4);
    const lms = context.settings.lmsBaseUrl;
    expect(
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ).toEqual([`${lms}/a.svg`, `${lms}/b.svg`]);
    document.head.replaceChildren();
  });

  it('asks the cards of the page a search made here shows', async () => {
    const { context, keys, prefetched } = prefetchContext({ user: learner, search: '?q=second' });
    const second = withId('c2');
    prefetched.mockResolvedValueOnce([
      withId('c1'),
      { ...second, course_details: { ...second.course_details, course_name: 'Second' } },
    ]);
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await expect
      .poll(keys)
      .toEqual([enrollmentKeys.whole('ada', 'in-progress'), enrollmentKeys.outline('ada', 'c2')]);
  });

  it('asks nothing for a visitor', async () => {
    const { context, keys } = prefetchContext({ user: null });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await context.client.currentUser();
    await Promise.resolve();
    expect(keys()).toEqual([]);
  });
});
