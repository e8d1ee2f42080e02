/**
 * A component's view of cached answers: it renders again when the answer changes, asks for it when
 * it mounts and the answer is missing or stale, and calls the request off when no one wants it.
 */
import {
  createElement,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryKey } from './keys.ts';
import { shareEqual } from './keys.ts';
import type { Query, QueryOptions, QueryState } from './query.ts';
import type { QueryClient } from './queryClient.ts';
import { requiredContext } from '../requiredContext.ts';

const [ClientContext, useClient] = requiredContext<QueryClient>(
  'No QueryClient set: use QueryClientProvider',
);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return createElement(ClientContext, { value: client }, children);
}

export const useQueryClient = useClient;

export type Placeholder<TQueryFnData> =
  | TQueryFnData
  | ((
      previousData: TQueryFnData | undefined,
      previousQuery: Query<TQueryFnData> | undefined,
    ) => TQueryFnData | undefined);

export interface UseQueryOptions<
  TQueryFnData = unknown,
  TData = TQueryFnData,
  TKey extends QueryKey = QueryKey,
> extends QueryOptions<TQueryFnData, TKey> {
  /** False: nothing is fetched (the answer in the cache is still shown). */
  enabled?: boolean;
  select?: (data: TQueryFnData) => TData;
  /** Shown while the query has no answer of its own (`keepPreviousData`: the last key's answer). */
  placeholderData?: NoInfer<Placeholder<TQueryFnData>>;
}

/** The options of a query as one value, typed for `useQuery`, `useQueries` and `QueryClient.query`. */
export function queryOptions<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): UseQueryOptions<TQueryFnData, TData, TKey> {
  return options;
}

/** A placeholder that keeps the answer of the key before while the new one loads. */
export const keepPreviousData = <T>(previousData: T | undefined): T | undefined => previousData;

interface ResultBase {
  fetchStatus: 'fetching' | 'idle';
  isFetching: boolean;
  isLoading: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  failureCount: number;
}

export type QueryResult<TData, TError = Error> = ResultBase &
  (
    | { status: 'pending'; isPending: true; isSuccess: false; isError: false; data: undefined; error: null }
    | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: undefined; error: TError }
    | { status: 'error'; isPending: false; isSuccess: false; isError: true; data: TData; error: TError }
    | { status: 'success'; isPending: false; isSuccess: true; isError: false; data: TData; error: null }
  );

export type UseQueryResult<TData, TError = Error> = QueryResult<TData, TError> & {
  /** Asks again (calling off a fetch under way); resolves with the result, never rejects. */
  refetch: () => Promise<unknown>;
};

const ignore = () => undefined;

/** Whether `options` may fetch: enabled, with a query function. */
export const canFetch = (options: QueryOptions & { enabled?: boolean }): boolean =>
  options.enabled !== false && typeof options.queryFn === 'function';

/** Fetches `query` when a screen shows it and its answer is missing or stale. */
export function fetchIfStale(query: Query, options: QueryOptions): void {
  query.options = options;
  // A fetch under way is joined, not started again.
  if (query.isStale(options.staleTime)) query.fetch(options).catch(ignore);
}

/** Asks again with a component's latest options, calling off a fetch under way; never rejects. */
function refetchWith(query: Query, options: QueryOptions): Promise<unknown> {
  query.options = options;
  return query.fetch(options, { restart: true }).catch(ignore);
}

export function resultOf<TData>(
  state: QueryState,
  data: TData | undefined,
  placeholder: boolean,
): QueryResult<TData> {
  const status = placeholder ? 'success' : state.status;
  const isFetching = state.fetchStatus === 'fetching';
  return {
    status,
    fetchStatus: state.fetchStatus,
    data,
    error: status === 'error' ? state.error : null,
    isPending: status === 'pending',
    isSuccess: status === 'success',
    isError: status === 'error',
    isFetching,
    isLoading: status === 'pending' && isFetching,
    isPlaceholderData: placeholder,
    dataUpdatedAt: state.dataUpdatedAt,
    failureCount: state.fetchFailureCount,
  } as QueryResult<TData>;
}

interface Memory {
  /** The last query this component saw with an answer (for placeholders of the next key). */
  withData?: Query;
  selectFn?: (data: never) => unknown;
  selectInput?: unknown;
  selected?: unknown;
}

export function useQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): UseQueryResult<TData> {
  return useWatchedQuery(options).result;
}

/** `useQuery`, with the query it watches (for hooks built on it). */
export function useWatchedQuery<TQueryFnData, TData = TQueryFnData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TData, TKey>,
): { query: Query<TQueryFnData>; result: UseQueryResult<TData> } {
  const client = useQueryClient();
  const defaulted = client.queryDefaults(options) as UseQueryOptions<TQueryFnData, TData>;
  const query = client.getQueryCache().build(defaulted);
  const enabled = canFetch(defaulted);
  const latest = useRef({ defaulted, enabled });
  latest.current = { defaulted, enabled };

  const state = useSyncExternalStore(
    useCallback(
      (notify: () => void) => query.watch({ notify, enabled: () => latest.current.enabled }),
      [query],
    ),
    () => query.state,
  );
  useEffect(() => {
    if (enabled) fetchIfStale(query, latest.current.defaulted);
  }, [query, enabled]);

  const memory = useRef<Memory>({}).current;
  let raw = state.data;
  let placeholder = false;
  if (raw === undefined && state.status === 'pending' && defaulted.placeholderData !== undefined) {
    const previous = memory.withData as Query<TQueryFnData> | undefined;
    const made =
      typeof defaulted.placeholderData === 'function'
        ? (defaulted.placeholderData as (data?: TQueryFnData, query?: Query<TQueryFnData>) => TQueryFnData)(
            previous?.state.data,
            previous,
          )
        : defaulted.placeholderData;
    if (made !== undefined) {
      raw = made as TQueryFnData;
      placeholder = true;
    }
  }
  if (state.data !== undefined) memory.withData = query;
  let data: unknown = raw;
  const { select } = defaulted;
  if (select && raw !== undefined) {
    if (memory.selectFn !== select || memory.selectInput !== raw) {
      memory.selected = shareEqual(memory.selected, select(raw));
      memory.selectFn = select;
      memory.selectInput = raw;
    }
    data = memory.selected;
  }

  const refetch = useCallback(() => refetchWith(query, latest.current.defaulted), [query]);
  const result = useMemo(
    () => ({ ...resultOf(state, data as TData | undefined, placeholder), refetch }),
    [state, data, placeholder, refetch],
  ) as UseQueryResult<TData>;
  return { query, result };
}

/** Several queries whose number may change between renders; each result as `useQuery` gives it. */
export function useQueries<TQueryFnData, TData = TQueryFnData>({
  queries,
}: {
  queries: readonly UseQueryOptions<TQueryFnData, TData>[];
}): UseQueryResult<TData>[] {
  const client = useQueryClient();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const defaulted = queries.map(
    (options) => client.queryDefaults(options) as UseQueryOptions<TQueryFnData, TData>,
  );
  const list = defaulted.map((options) =>
    client.getQueryCache().build(options as QueryOptions<TQueryFnData>),
  );
  const enabled = defaulted.map((options) => canFetch(options as QueryOptions & { enabled?: boolean }));
  const hashList = list.map((query) => query.queryHash);
  const latest = useRef({ defaulted, enabled, list, hashList });
  latest.current = { defaulted, enabled, list, hashList };
  const hashes = hashList.join('\n');
  const enabledKey = enabled.join();

  // Each query is watched from the render that first lists it, and fetched when it starts being
  // watched enabled (one already shown is not asked again because the list grew).
  const watching = useRef(new Map<string, { stop: () => void; enabled: boolean }>()).current;
  useEffect(() => {
    const listed = new Set<string>();
    latest.current.list.forEach((query, index) => {
      listed.add(query.queryHash);
      const isEnabled = latest.current.enabled[index] ?? false;
      const seen = watching.get(query.queryHash);
      const stop =
        seen?.stop ??
        query.watch({
          notify: rerender,
          enabled: () => latest.current.enabled[latest.current.hashList.indexOf(query.queryHash)] ?? false,
        });
      if (isEnabled && !seen?.enabled) fetchIfStale(query, latest.current.defaulted[index] as QueryOptions);
      watching.set(query.queryHash, { stop, enabled: isEnabled });
    });
    for (const [hash, { stop }] of watching) {
      if (listed.has(hash)) continue;
      stop();
      watching.delete(hash);
    }
  }, [hashes, enabledKey, watching]);
  useEffect(
    () => () => {
      for (const { stop } of watching.values()) stop();
      watching.clear();
    },
    [watching],
  );

  return list.map((query, index) => {
    const select = defaulted[index]?.select;
    const raw = query.state.data;
    return {
      ...resultOf(query.state, select && raw !== undefined ? select(raw) : (raw as TData | undefined), false),
      refetch: () => refetchWith(query, latest.current.defaulted[index] as QueryOptions),
    };
  });
}
