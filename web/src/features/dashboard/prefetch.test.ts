import type { EnrolledCourse } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { ENROLLMENT_PAGE_SIZE, enrollmentKeys } from '../../api/enrollments.ts';
import { course } from '../../test/enrolledCourse.ts';
import { prefetchContext } from '../../test/prefetchContext.ts';
import { plainSettings, testSettings } from '../../test/settings.ts';
import { RECENT_ENROLLMENTS } from './overviewQueries.ts';
import { prefetchEnrollmentList, prefetchOverview } from './prefetch.ts';

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

  const withImage = (id: string, name: string, image: string): EnrolledCourse => {
    const base = course();
    return {
      ...base,
      course_details: { ...base.course_details, course_id: id, course_name: name, course_image_url: image },
    };
  };
  const imagePreloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));

  it('asks for the first two cards’ images before the cards render, and leaves the cards’ calls to them', async () => {
    const { context, keys, prefetched } = prefetchContext({ user: learner });
    const courses = ['a', 'b', 'c'].map((id) => withImage(id, id, `/${id}.svg`));
    prefetched.mockResolvedValueOnce({ count: 3, next: null, previous: null, results: courses });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    const lms = context.settings.lmsBaseUrl;
    await expect.poll(imagePreloads).toEqual([`${lms}/a.svg`, `${lms}/b.svg`]);
    expect(keys()).toEqual([enrollmentKeys.list('ada', 'in-progress', 1, '', ENROLLMENT_PAGE_SIZE)]);
    document.head.replaceChildren();
  });

  it('asks for the images of the page a search made here shows', async () => {
    const { context, prefetched } = prefetchContext({ user: learner, search: '?q=second' });
    prefetched.mockResolvedValueOnce([
      withImage('c1', 'First', '/1.svg'),
      withImage('c2', 'Second', '/2.svg'),
    ]);
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await expect.poll(imagePreloads).toEqual([`${context.settings.lmsBaseUrl}/2.svg`]);
    document.head.replaceChildren();
  });

  it('asks nothing for a visitor', async () => {
    const { context, keys } = prefetchContext({ user: null });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await context.client.currentUser();
    await Promise.resolve();
    expect(keys()).toEqual([]);
  });
});

describe('prefetchOverview', () => {
  const imagePreloads = () =>
    [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((l) => l.getAttribute('href'));
  const withImage = (id: string): EnrolledCourse => {
    const base = course();
    return {
      ...base,
      course_details: { ...base.course_details, course_id: id, course_image_url: `/${id}.svg` },
    };
  };

  it('asks for the recent courses first, then the two counted lists, as the page reads them', async () => {
    const { context, keys } = prefetchContext({ user: learner });
    prefetchOverview(context);
    await expect
      .poll(keys)
      .toEqual([
        enrollmentKeys.list('ada', 'all', 1, '', RECENT_ENROLLMENTS),
        enrollmentKeys.list('ada', 'in-progress', 1, '', ENROLLMENT_PAGE_SIZE),
        enrollmentKeys.list('ada', 'completed', 1, '', ENROLLMENT_PAGE_SIZE),
      ]);
  });

  it('asks for the first two recent cards’ images once the recent courses answer', async () => {
    const { context, prefetched } = prefetchContext({ user: learner });
    prefetched.mockResolvedValueOnce({
      count: 3,
      next: null,
      previous: null,
      results: ['a', 'b', 'c'].map(withImage),
    });
    prefetchOverview(context);
    const lms = context.settings.lmsBaseUrl;
    await expect.poll(imagePreloads).toEqual([`${lms}/a.svg`, `${lms}/b.svg`]);
    document.head.replaceChildren();
  });

  it('asks nothing for a visitor', async () => {
    const { context, keys } = prefetchContext({ user: null });
    prefetchOverview(context);
    await context.client.currentUser();
    await Promise.resolve();
    expect(keys()).toEqual([]);
  });
});
