import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { skipToken } from './query.ts';
import { QueryClient } from './queryClient.ts';
import { useInfiniteQuery } from './useInfiniteQuery.ts';
import { useMutation } from './useMutation.ts';
import { keepPreviousData, QueryClientProvider, useQueries, useQuery } from './useQuery.ts';

function withClient(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

/** Answers each call when the test says, with the key's last part in it. */
function answers() {
  const waiting: (() => void)[] = [];
  const queryFn = vi.fn(
    ({ queryKey, signal }: { queryKey: readonly unknown[]; signal: AbortSignal }) =>
      new Promise<string>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        waiting.push(() => resolve(`answer ${String(queryKey.at(-1))}`));
      }),
  );
  const answerAll = () =>
    act(async () => {
      for (const answer of waiting.splice(0)) answer();
      await Promise.resolve();
    });
  return { queryFn, answerAll };
}

describe('useQuery', () => {
  it('is pending, then shows the answer, asked once for every component showing it', async () => {
    const { wrapper } = withClient();
    const { queryFn, answerAll } = answers();
    const { result } = renderHook(
      () => [useQuery({ queryKey: ['k', 1], queryFn }), useQuery({ queryKey: ['k', 1], queryFn })],
      { wrapper },
    );
    expect(result.current[0]).toMatchObject({ status: 'pending', isPending: true, data: undefined });
    await waitFor(() => expect(result.current[0]?.isFetching).toBe(true));
    await answerAll();
    expect(result.current.map((query) => query.data)).toEqual(['answer 1', 'answer 1']);
    expect(result.current[0]).toMatchObject({ isSuccess: true, isFetching: false });
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it.each([
    ['disabled', { enabled: false }],
    ['skipped', { queryFn: skipToken }],
  ] as const)('asks nothing while %s', async (_, options) => {
    const { wrapper } = withClient();
    const { queryFn } = answers();
    const { result } = renderHook(() => useQuery({ queryKey: ['k'], queryFn, ...options }), { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(queryFn).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
  });

  it('asks again on mount once the answer is stale, not while it is fresh', async () => {
    const { client, wrapper } = withClient();
    const queryFn = vi.fn(() => Promise.resolve('answer'));
    await client.query({ queryKey: ['k'], queryFn });
    renderHook(() => useQuery({ queryKey: ['k'], queryFn, staleTime: 60_000 }), { wrapper }).unmount();
    expect(queryFn).toHaveBeenCalledOnce();
    renderHook(() => useQuery({ queryKey: ['k'], queryFn, staleTime: 0 }), { wrapper });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
  });

  it('keeps what `select` made while the answer is the same', async () => {
    const { wrapper } = withClient();
    const select = vi.fn((answer: string) => ({ upper: answer.toUpperCase() }));
    const { result, rerender } = renderHook(
      () => useQuery({ queryKey: ['k', 'x'], queryFn: () => Promise.resolve('x'), select }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data).toEqual({ upper: 'X' }));
    const first = result.current.data;
    rerender();
    expect(result.current.data).toBe(first);
  });

  it("shows the last key's answer as a placeholder while the next key loads", async () => {
    const { wrapper } = withClient();
    const { queryFn, answerAll } = answers();
    const { result, rerender } = renderHook(
      ({ page }) => useQuery({ queryKey: ['list', page], queryFn, placeholderData: keepPreviousData }),
      { wrapper, initialProps: { page: 1 } },
    );
    await waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    await answerAll();
    rerender({ page: 2 });
    expect(result.current).toMatchObject({ data: 'answer 1', isPlaceholderData: true, isSuccess: true });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await answerAll();
    expect(result.current).toMatchObject({ data: 'answer 2', isPlaceholderData: false });
  });

  it('calls its request off when the component showing it goes', async () => {
    const { wrapper } = withClient();
    const { queryFn } = answers();
    const { unmount } = renderHook(() => useQuery({ queryKey: ['k'], queryFn }), { wrapper });
    await waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    const signal = queryFn.mock.calls[0]?.[0].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('asks again on `refetch`, after an error too', async () => {
    const { wrapper } = withClient();
    let fail = true;
    const queryFn = vi.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('answer')));
    const { result } = renderHook(() => useQuery({ queryKey: ['k'], queryFn }), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error('down'));
    fail = false;
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isSuccess: true, data: 'answer', error: null });
  });
});

describe('useQueries', () => {
  it('follows a list of queries whose length changes', async () => {
    const { wrapper } = withClient();
    const { queryFn, answerAll } = answers();
    const { result, rerender } = renderHook(
      ({ pages }) => useQueries({ queries: pages.map((page) => ({ queryKey: ['page', page], queryFn })) }),
      { wrapper, initialProps: { pages: [1] } },
    );
    await waitFor(() => expect(queryFn).toHaveBeenCalledOnce());
    await answerAll();
    rerender({ pages: [1, 2, 3] });
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(3));
    expect(result.current.map((query) => query.status)).toEqual(['success', 'pending', 'pending']);
    await answerAll();
    expect(result.current.map((query) => query.data)).toEqual(['answer 1', 'answer 2', 'answer 3']);
  });
});

describe('useInfiniteQuery', () => {
  const book = ['a', 'b', 'c'];
  const pageOf = vi.fn(({ pageParam }: { pageParam: number }) =>
    Promise.resolve({ text: book[pageParam - 1] ?? '', more: pageParam < book.length }),
  );
  const options = {
    queryKey: ['book'],
    queryFn: pageOf,
    initialPageParam: 1,
    getNextPageParam: (last: { more: boolean }, pages: unknown[]) =>
      last.more ? pages.length + 1 : undefined,
  };

  it('reads the first page, then each next one on demand, until there is none', async () => {
    const { wrapper } = withClient();
    const { result } = renderHook(() => useInfiniteQuery(options), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.map((page) => page.text)).toEqual(['a', 'b', 'c']);
    expect(result.current.data?.pageParams).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('reads every page it had again, from the first, on refetch', async () => {
    const { wrapper } = withClient();
    const { result } = renderHook(() => useInfiniteQuery(options), { wrapper });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    await act(() => result.current.fetchNextPage());
    pageOf.mockClear();
    await act(() => result.current.refetch());
    expect(pageOf.mock.calls.map(([context]) => context.pageParam)).toEqual([1, 2]);
    expect(result.current.data?.pages.map((page) => page.text)).toEqual(['a', 'b']);
  });
});

describe('useMutation', () => {
  it('runs its callbacks, then shows success; a failure is its state, not a throw', async () => {
    const { client, wrapper } = withClient();
    const order: string[] = [];
    let fail = false;
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: (name: string) =>
            fail ? Promise.reject(new Error('refused')) : Promise.resolve(`hi ${name}`),
          onSuccess: (data) => void order.push(`success ${data}`),
          onError: (error) => void order.push(`error ${error.message}`),
          onSettled: () => void order.push('settled'),
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('ada'));
    expect(result.current).toMatchObject({ isSuccess: true, data: 'hi ada' });
    fail = true;
    act(() => result.current.mutate('bob'));
    expect(client.isMutating()).toBe(1);
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual(new Error('refused'));
    expect(order).toEqual(['success hi ada', 'settled', 'error refused', 'settled']);
    expect(client.isMutating()).toBe(0);
    act(() => result.current.reset());
    expect(result.current.isIdle).toBe(true);
  });

  it('retries as the client says for mutations', async () => {
    const { wrapper } = withClient(
      new QueryClient({ defaultOptions: { mutations: { retry: (failures) => failures < 1 } } }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const mutationFn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('done');
      const { result } = renderHook(() => useMutation({ mutationFn }), { wrapper });
      const done = act(() => result.current.mutateAsync(undefined));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      await done;
      expect(mutationFn).toHaveBeenCalledTimes(2);
      expect(result.current.data).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});
