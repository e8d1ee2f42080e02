import { describe, expect, it } from 'vitest';
import { ENROLLMENT_PAGE_SIZE, enrollmentKeys } from '../../api/enrollments.ts';
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

  it('asks nothing for a visitor', async () => {
    const { context, keys } = prefetchContext({ user: null });
    prefetchEnrollmentList(context, { progress: 'in-progress' });
    await context.client.currentUser();
    await Promise.resolve();
    expect(keys()).toEqual([]);
  });
});
