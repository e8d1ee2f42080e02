/** The enrollment list keeps the previous page as a placeholder only for the same person. */
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { EnrollmentListPage } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from './client.ts';
import { enrollmentListQuery } from './enrollments.ts';

const answer = { count: 16, next: null, previous: null, results: [] } as unknown as EnrollmentListPage;
const client = { call: () => new Promise<never>(() => undefined) } as unknown as ApiClient;

function observe(username: string | null, page: number) {
  return enrollmentListQuery(client, username, { progress: 'in-progress', page });
}

describe('enrollmentListQuery placeholder', () => {
  it("shows the learner's previous page while their next page loads", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(observe('learner', 1).queryKey, answer);
    const observer = new QueryObserver(queryClient, observe('learner', 1));
    const unsubscribe = observer.subscribe(() => undefined);
    observer.setOptions(observe('learner', 2));
    expect(observer.getCurrentResult()).toMatchObject({ data: answer, isPlaceholderData: true });
    unsubscribe();
  });

  it("never shows a learner's list (or its total) to the visitor they became", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(observe('learner', 1).queryKey, answer);
    const observer = new QueryObserver(queryClient, observe('learner', 1));
    const unsubscribe = observer.subscribe(() => undefined);
    observer.setOptions(observe(null, 1));
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});
