import { QueryClient, QueryObserver, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pendingQueries, untilIdle } from './queriesToSettle.ts';

/** A query built as a server render builds it: an observer made, never subscribed, so nothing asked. */
function asked(queryClient: QueryClient, key: string, options: object = {}) {
  new QueryObserver(queryClient, { queryKey: [key], queryFn: () => key, ...options });
}

describe('pendingQueries', () => {
  it('names the queries a render wanted and nothing asked', async () => {
    const queryClient = new QueryClient();
    asked(queryClient, 'wanted');
    asked(queryClient, 'disabled', { enabled: false });
    asked(queryClient, 'disabled by a rule', { enabled: () => false });
    asked(queryClient, 'skipped', { queryFn: skipToken });
    queryClient.setQueryData(['answered'], 'here');
    expect(pendingQueries(queryClient).map((query) => query.queryKey)).toEqual([['wanted']]);
    await pendingQueries(queryClient)[0]?.fetch();
    expect(pendingQueries(queryClient)).toEqual([]);
  });
});

describe('untilIdle', () => {
  it('settles once every fetch has', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => {};
    void queryClient
      .query({ queryKey: ['slow'], queryFn: () => new Promise<string>((r) => (answer = r)) })
      .catch(() => {});
    let idle = false;
    const waiting = untilIdle(queryClient).then(() => (idle = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toBe(false);
    answer('done');
    await waiting;
    expect(queryClient.getQueryData(['slow'])).toBe('done');
  });
});
