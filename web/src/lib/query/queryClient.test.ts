import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CancelledError } from './query.ts';
import { QueryClient } from './queryClient.ts';

const KEY = ['things', 1] as const;

/** A query function whose calls are answered (or failed) by the test, one at a time. */
function controlled<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const queryFn = vi.fn(
    ({ signal }: { signal: AbortSignal }) =>
      new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal })),
  );
  return { queryFn, calls };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a query', () => {
  it('asks once for everyone who asks while a fetch is under way', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = controlled<string>();
    const first = client.query({ queryKey: KEY, queryFn });
    const second = client.query({ queryKey: KEY, queryFn });
    await flush();
    expect(queryFn).toHaveBeenCalledOnce();
    expect(client.isFetching()).toBe(1);
    calls[0]?.resolve('answer');
    await expect(Promise.all([first, second])).resolves.toEqual(['answer', 'answer']);
    expect(client.isFetching()).toBe(0);
  });

  it('answers from the cache while fresh, and asks again once stale', async () => {
    const client = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(queryFn.mock.calls.length));
    expect(await client.query({ queryKey: KEY, queryFn, staleTime: 1000 })).toBe(1);
    expect(await client.query({ queryKey: KEY, queryFn, staleTime: 1000 })).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(await client.query({ queryKey: KEY, queryFn, staleTime: 1000 })).toBe(2);
    expect(await client.query({ queryKey: KEY, queryFn, staleTime: 1000, select: (n) => n * 10 })).toBe(20);
  });

  it('retries as `retry` says, a second later, keeping the query pending meanwhile', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = controlled<string>();
    const answer = client.query({ queryKey: KEY, queryFn, retry: (failures) => failures < 1 });
    const query = client.getQueryCache().getAll()[0]!;
    await flush();
    calls[0]?.reject(new Error('down'));
    await flush();
    expect(query.state).toMatchObject({ status: 'pending', fetchStatus: 'fetching', fetchFailureCount: 1 });
    await vi.advanceTimersByTimeAsync(999);
    expect(queryFn).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1);
    expect(queryFn).toHaveBeenCalledTimes(2);
    calls[1]?.resolve('answer');
    await expect(answer).resolves.toBe('answer');
    expect(query.state).toMatchObject({ status: 'success', fetchStatus: 'idle', fetchFailureCount: 0 });
  });

  it('ends in its error once no retry is left, keeping the answer it had', async () => {
    const client = new QueryClient();
    client.setQueryData(KEY, 'old');
    const { queryFn, calls } = controlled<string>();
    const answer = client.query({ queryKey: KEY, queryFn, retry: false, staleTime: 0 });
    await flush();
    const error = new Error('down');
    calls[0]?.reject(error);
    await expect(answer).rejects.toBe(error);
    expect(client.getQueryCache().getAll()[0]?.state).toMatchObject({
      status: 'error',
      error,
      data: 'old',
      fetchStatus: 'idle',
    });
  });

  it('shows as loading again, not as its error, when asked again after failing without an answer', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = controlled<string>();
    const failed = client.query({ queryKey: KEY, queryFn, retry: false });
    await flush();
    calls[0]?.reject(new Error('down'));
    await failed.catch(() => undefined);
    const query = client.getQueryCache().getAll()[0]!;
    expect(query.state.status).toBe('error');
    void query.fetch().catch(() => undefined);
    expect(query.state).toMatchObject({ status: 'pending', error: null, fetchStatus: 'fetching' });
  });

  it('is called off, and back as it was, when its last watcher leaves a fetch that reads its signal', async () => {
    const client = new QueryClient();
    const { queryFn, calls } = controlled<string>();
    const query = client.build({ queryKey: KEY, queryFn });
    const stop = query.watch({ notify: () => {}, enabled: () => true });
    const fetching = query.fetch();
    await flush();
    stop();
    expect(calls[0]?.signal.aborted).toBe(true);
    await expect(fetching).rejects.toBeInstanceOf(CancelledError);
    expect(query.state).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('goes on when its last watcher leaves a fetch that never read its signal', async () => {
    const client = new QueryClient();
    let resolve: (value: string) => void = () => {};
    const query = client.build({ queryKey: KEY, queryFn: () => new Promise<string>((r) => (resolve = r)) });
    const stop = query.watch({ notify: () => {}, enabled: () => true });
    const fetching = query.fetch();
    await flush();
    stop();
    resolve('answer');
    await expect(fetching).resolves.toBe('answer');
    expect(query.state.data).toBe('answer');
  });

  it('is dropped from the cache `gcTime` after the last watcher left, not before', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    await client.query({ queryKey: KEY, queryFn: () => Promise.resolve('answer') });
    const query = client.getQueryCache().getAll()[0]!;
    const stop = query.watch({ notify: () => {}, enabled: () => true });
    await vi.advanceTimersByTimeAsync(5000);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    stop();
    await vi.advanceTimersByTimeAsync(999);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('is back in the cache when watched after being dropped (built as a component rendered, gc before it mounted)', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { gcTime: 1000 } } });
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    const query = client.build({ queryKey: KEY, queryFn });
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.getQueryCache().getAll()).toEqual([]);

    query.watch({ notify: () => {}, enabled: () => true });

    expect(client.getQueryCache().getAll()).toEqual([query]);
    await client.invalidateQueries({ queryKey: KEY });
    expect(queryFn).toHaveBeenCalledOnce();
    expect(query.state.data).toBe('answer');
  });
});

describe('the client', () => {
  it('invalidates the queries under a key, asking again only those a screen shows with fetching on', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const fn = (name: string) => vi.fn(() => Promise.resolve(name));
    const shown = fn('shown');
    const unseen = fn('unseen');
    const disabled = fn('disabled');
    const other = fn('other');
    for (const [key, queryFn] of [
      [['list', 'shown'], shown],
      [['list', 'unseen'], unseen],
      [['list', 'disabled'], disabled],
      [['other'], other],
    ] as const) {
      await client.query({ queryKey: key, queryFn });
    }
    const cache = client.getQueryCache();
    cache.findAll({ queryKey: ['list', 'shown'] })[0]?.watch({ notify: () => {}, enabled: () => true });
    cache.findAll({ queryKey: ['list', 'disabled'] })[0]?.watch({ notify: () => {}, enabled: () => false });

    await client.invalidateQueries({ queryKey: ['list'] });

    expect([shown, unseen, disabled, other].map((queryFn) => queryFn.mock.calls.length)).toEqual([
      2, 1, 1, 1,
    ]);
    expect(cache.findAll({ queryKey: ['list'] }).map((query) => query.isStale(Infinity))).toEqual([
      false,
      true,
      true,
    ]);
    expect(cache.findAll({ queryKey: ['other'] })[0]?.isStale(Infinity)).toBe(false);
  });

  it('removes the queries under a key, telling its listeners once, after', async () => {
    const client = new QueryClient();
    await client.query({ queryKey: ['a', 1], queryFn: () => Promise.resolve(1) });
    await client.query({ queryKey: ['b', 1], queryFn: () => Promise.resolve(2) });
    const heard = vi.fn();
    client.getQueryCache().subscribe(heard);
    client.removeQueries({ queryKey: ['a'] });
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['b', 1]]);
    expect(heard).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(heard).toHaveBeenCalledOnce();
  });

  it('sets an answer from the one before, keeping what did not change', () => {
    const client = new QueryClient();
    const first = { items: [{ id: 1 }], count: 1 };
    client.setQueryData(KEY, first);
    const second = client.setQueryData<typeof first>(KEY, (previous) => ({ ...previous!, count: 2 }));
    expect(second).toEqual({ items: [{ id: 1 }], count: 2 });
    expect(second?.items).toBe(first.items);
    expect(client.setQueryData(KEY, () => undefined)).toBeUndefined();
    expect(client.getQueryCache().getAll()[0]?.state.data).toBe(second);
  });

  it('keeps the identity of an answer asked again and found deeply equal', async () => {
    const client = new QueryClient();
    const queryFn = () => Promise.resolve({ items: [{ id: 1 }], at: queryFn.name });
    const first = await client.query({ queryKey: KEY, queryFn, staleTime: 0 });
    const second = await client.query({ queryKey: KEY, queryFn, staleTime: 0 });
    expect(second).toBe(first);
  });

  it('counts the mutations under way', async () => {
    const client = new QueryClient();
    let finish = () => {};
    const running = client.mutation(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(client.isMutating()).toBe(1);
    finish();
    await running;
    expect(client.isMutating()).toBe(0);
  });
});
