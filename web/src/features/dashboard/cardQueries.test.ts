import { skipToken } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client.ts';
import { enrollmentKeys } from '../../api/enrollments.ts';
import { createQueryClient } from '../../api/queryClient.ts';
import { course, prereq } from '../../test/enrolledCourse.ts';
import { cardQueries, sendingInTasksOfTheirOwn } from './cardQueries.ts';

const fakeClient = () => {
  const call = vi.fn(() => Promise.resolve({ fulfilled: true }));
  return { client: { call, currentUser: vi.fn(), auth: {} } as unknown as ApiClient, call };
};

describe('cardQueries', () => {
  it.each([
    ['a course with an id and no prerequisites', course(), true, false],
    [
      'a course without an id',
      { ...course(), course_details: { ...course().course_details, course_id: '' } },
      false,
      false,
    ],
    ['a course with prerequisites and a slug', course({ prereqs: prereq, slug: 'ds' }), true, true],
    ['a course with prerequisites and no slug', course({ prereqs: prereq, slug: '' }), true, false],
  ])('%s: asks its outline %s, its prerequisite status %s', (_, enrolled, outlineAsked, prereqAsked) => {
    const { outline, prereq: status } = cardQueries(fakeClient().client, 'ada', enrolled);
    expect(outline.queryKey).toEqual(enrollmentKeys.outline('ada', enrolled.course_details.course_id));
    expect(status.queryKey).toEqual(enrollmentKeys.prereq('ada', enrolled.course_metadata.slug));
    expect(outline.queryFn !== skipToken).toBe(outlineAsked);
    expect(status.queryFn !== skipToken).toBe(prereqAsked);
  });

  it.each([false, true])(
    'a verdict the list carries (prerequisites met: %s) is the status, and nothing is asked',
    async (met) => {
      const { client, call } = fakeClient();
      const enrolled = { ...course({ prereqs: prereq, slug: 'ds' }), prerequisites_met: met };
      const { prereq: status } = cardQueries(client, 'ada', enrolled);
      await expect(createQueryClient().query(status)).resolves.toEqual({ fulfilled: met });
      expect(call).not.toHaveBeenCalled();
    },
  );
});

describe('sendingInTasksOfTheirOwn', () => {
  it('sends a call in a later task, not in the one that asked nor in its microtasks', async () => {
    const { client, call } = fakeClient();
    const later = sendingInTasksOfTheirOwn(client);
    const answer = later.call('prereqStatus', { params: { course_slug: 'ds' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(call).not.toHaveBeenCalled();
    await expect(answer).resolves.toEqual({ fulfilled: true });
    expect(call).toHaveBeenCalledWith('prereqStatus', { params: { course_slug: 'ds' } });
  });

  it('is one client per client, so queries keep their functions', () => {
    const { client } = fakeClient();
    expect(sendingInTasksOfTheirOwn(client)).toBe(sendingInTasksOfTheirOwn(client));
  });
});
