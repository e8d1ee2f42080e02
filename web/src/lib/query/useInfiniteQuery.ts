/** A list read page by page: the pages so far, and the next one on demand. */
import { useCallback, useMemo, useState } from 'react';
import type { QueryKey } from './keys.ts';
import { skipToken, type FetchContext, type Query, type SkipToken } from './query.ts';
import { useWatchedQuery, type UseQueryOptions, type UseQueryResult } from './useQuery.ts';

export interface InfiniteData<TPage, TParam> {
  pages: TPage[];
  pageParams: TParam[];
}

export interface UseInfiniteQueryOptions<TPage, TParam, TKey extends QueryKey> extends Omit<
  UseQueryOptions<InfiniteData<TPage, TParam>, InfiniteData<TPage, TParam>, TKey>,
  'queryFn'
> {
  queryFn: ((context: FetchContext & { pageParam: TParam }) => Promise<TPage>) | SkipToken;
  initialPageParam: TParam;
  /** The next page's parameter, or undefined (or null) when there is none. */
  getNextPageParam: (lastPage: TPage, pages: TPage[]) => TParam | undefined | null;
}

export type UseInfiniteQueryResult<TPage, TParam> = UseQueryResult<InfiniteData<TPage, TParam>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** `context` with a page parameter; its signal stays a getter, so reading it still counts. */
const withPage = <TParam>(context: FetchContext, pageParam: TParam) => ({
  queryKey: context.queryKey,
  get signal() {
    return context.signal;
  },
  pageParam,
});

export function useInfiniteQuery<TPage, TParam, TKey extends QueryKey = QueryKey>(
  options: UseInfiniteQueryOptions<TPage, TParam, TKey>,
): UseInfiniteQueryResult<TPage, TParam> {
  const { queryFn, initialPageParam, getNextPageParam, ...rest } = options;
  const nextParam = (data: InfiniteData<TPage, TParam> | undefined) => {
    const last = data?.pages.at(-1);
    return data && last !== undefined ? getNextPageParam(last, data.pages) : initialPageParam;
  };
  // A refetch reads again as many pages as there were, from the first.
  const allPages = (count: () => number) => async (context: FetchContext) => {
    if (queryFn === skipToken) throw new Error('skipped');
    const data: InfiniteData<TPage, TParam> = { pages: [], pageParams: [] };
    for (let param: TParam | undefined | null = initialPageParam; param != null; param = nextParam(data)) {
      data.pages.push(await queryFn(withPage(context, param)));
      data.pageParams.push(param);
      if (data.pages.length >= count()) break;
    }
    return data;
  };
  const watched: {
    query: Query<InfiniteData<TPage, TParam>>;
    result: UseQueryResult<InfiniteData<TPage, TParam>>;
  } = useWatchedQuery<InfiniteData<TPage, TParam>, InfiniteData<TPage, TParam>, TKey>({
    ...rest,
    queryFn: queryFn === skipToken ? skipToken : allPages(() => watched.query.state.data?.pages.length || 1),
  });
  const { query, result } = watched;
  const [fetchingNext, setFetchingNext] = useState(false);
  const data = query.state.data;
  const next = data === undefined ? null : nextParam(data);

  const fetchNextPage = useCallback(async () => {
    const before = query.state.data;
    const param = before === undefined ? null : nextParam(before);
    if (before === undefined || param == null || queryFn === skipToken) return;
    setFetchingNext(true);
    try {
      await query.fetch({
        ...query.options,
        queryFn: async (context: FetchContext) => ({
          pages: [...before.pages, await queryFn(withPage(context, param))],
          pageParams: [...before.pageParams, param],
        }),
      });
    } catch {
      // The query's state says it failed.
    } finally {
      setFetchingNext(false);
    }
  }, [query]);

  return useMemo(
    () => ({
      ...result,
      hasNextPage: next != null,
      isFetchingNextPage: fetchingNext && result.isFetching,
      fetchNextPage,
    }),
    [result, next, fetchingNext, fetchNextPage],
  );
}
