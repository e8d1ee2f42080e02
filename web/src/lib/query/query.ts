/**
 * One cached answer (a query): its state, the fetch under way (one at a time, shared by whoever asks),
 * its retries, and the components watching it. The cache drops it a while after the last one leaves.
 */
import { shareEqual, type QueryKey } from './keys.ts';

/** A query function that must not run: the query waits until what it needs is known. */
export const skipToken: unique symbol = Symbol('skipToken');
export type SkipToken = typeof skipToken;

export interface FetchContext {
  queryKey: QueryKey;
  /** Aborted when nobody wants the answer any more (or a newer fetch replaces this one). */
  signal: AbortSignal;
}

export type Retry = boolean | number | ((failureCount: number, error: unknown) => boolean);

export interface QueryOptions<TData = unknown, TKey extends QueryKey = QueryKey> {
  queryKey: TKey;
  queryFn?: ((context: FetchContext) => Promise<TData>) | SkipToken;
  /** How long an answer counts as fresh, in ms (a mount or `query()` asks again once it is not). */
  staleTime?: number;
  /** How long an answer nobody watches is kept, in ms. */
  gcTime?: number;
  retry?: Retry;
  retryDelay?: (failureCount: number, error: unknown) => number;
  /** Ignored: no query refetches on focus (kept so options read as they always have). */
  refetchOnWindowFocus?: false;
}

export type QueryStatus = 'pending' | 'error' | 'success';

export interface QueryState<TData = unknown> {
  data: TData | undefined;
  dataUpdatedAt: number;
  error: unknown;
  status: QueryStatus;
  fetchStatus: 'fetching' | 'idle';
  /** Asked again by the next mount or `query()`, whatever its age. */
  isInvalidated: boolean;
  fetchFailureCount: number;
}

/** The failure a fetch ends with when it was called off (nobody wants it, or it was replaced). */
export class CancelledError extends Error {
  constructor() {
    super('The query was cancelled');
    this.name = 'CancelledError';
  }
}

/** Doubles with every failure from one second, up to thirty. */
export const defaultRetryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

/** Whether a query or a mutation that failed `failureCount` times before this failure tries again. */
export function shouldRetry(retry: Retry | undefined, failureCount: number, error: unknown): boolean {
  if (typeof retry === 'function') return retry(failureCount, error);
  if (typeof retry === 'number') return failureCount < retry;
  return retry === true;
}

export interface QueryWatcher {
  /** Called on every change of the query's state. */
  notify: () => void;
  /** Whether this watcher fetches (an enabled query): only those count as active. */
  enabled: () => boolean;
}

interface Fetch<TData> {
  promise: Promise<TData>;
  controller: AbortController;
  /** Whether the query function read its signal: only then may it be called off halfway. */
  tracked: { signalRead: boolean };
  /** The state before the fetch, to return to when it is called off. */
  before: QueryState<TData>;
}

export class Query<TData = unknown> {
  readonly queryKey: QueryKey;
  readonly queryHash: string;
  options: QueryOptions<TData>;
  state: QueryState<TData> = {
    data: undefined,
    dataUpdatedAt: 0,
    error: null,
    status: 'pending',
    fetchStatus: 'idle',
    isInvalidated: false,
    fetchFailureCount: 0,
  };
  readonly watchers = new Set<QueryWatcher>();
  private current: Fetch<TData> | null = null;
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    queryHash: string,
    options: QueryOptions<TData>,
    private readonly changed: (query: Query) => void,
    private readonly remove: (query: Query) => void,
    /** Puts the query back in the cache if it was dropped (see `watch`). */
    private readonly keep: (query: Query) => void,
  ) {
    this.queryHash = queryHash;
    this.queryKey = options.queryKey;
    this.options = options;
    this.scheduleGc();
  }

  setState(update: Partial<QueryState<TData>>): void {
    this.state = { ...this.state, ...update };
    for (const watcher of this.watchers) watcher.notify();
    this.changed(this);
  }

  isActive(): boolean {
    return [...this.watchers].some((watcher) => watcher.enabled());
  }

  /** Not fresh: no answer yet, invalidated, or older than `staleTime`. */
  isStale(staleTime = this.options.staleTime ?? 0): boolean {
    return (
      this.state.status !== 'success' ||
      this.state.isInvalidated ||
      Date.now() - this.state.dataUpdatedAt >= staleTime
    );
  }

  /** Sets the answer (shared with the one before where equal), fresh from now. */
  setData(data: TData): TData {
    const shared = shareEqual(this.state.data, data);
    this.setState({
      data: shared,
      dataUpdatedAt: Date.now(),
      error: null,
      status: 'success',
      fetchStatus: this.current ? 'fetching' : 'idle',
      isInvalidated: false,
      fetchFailureCount: 0,
    });
    return shared;
  }

  /**
   * Fetches with `options`, or joins the fetch under way; `restart` calls that one off first, so that
   * the answer is at least as new as the call.
   */
  fetch(options: QueryOptions<TData> = this.options, { restart = false } = {}): Promise<TData> {
    if (this.current) {
      if (!restart) return this.current.promise;
      this.current.controller.abort();
      this.current = null;
    }
    const { queryFn } = options;
    if (typeof queryFn !== 'function') {
      return Promise.reject(new Error(`No query function for ${this.queryHash}`));
    }
    const controller = new AbortController();
    const aborted = () => controller.signal.aborted;
    const before = this.state;
    const tracked = { signalRead: false };
    const context = {
      queryKey: this.queryKey,
      get signal() {
        tracked.signalRead = true;
        return controller.signal;
      },
    };
    const mine = () => this.current?.controller === controller;
    const settle = () => {
      this.current = null;
      this.scheduleGc();
    };
    // Called off, a fetch ends at once, whether or not its query function heeds the signal.
    const calledOff = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new CancelledError())),
    );
    calledOff.catch(() => undefined);
    const attempt = async (failures: number): Promise<TData> => {
      let data: TData;
      try {
        data = await Promise.race([queryFn(context), calledOff]);
      } catch (error) {
        if (aborted()) throw new CancelledError();
        if (!shouldRetry(options.retry, failures, error)) {
          if (mine()) {
            settle();
            this.setState({ error, status: 'error', fetchStatus: 'idle', fetchFailureCount: failures + 1 });
          }
          throw error;
        }
        const delay = (options.retryDelay ?? defaultRetryDelay)(failures, error);
        if (mine()) this.setState({ fetchFailureCount: failures + 1 });
        await Promise.race([new Promise((resolve) => setTimeout(resolve, delay)), calledOff]);
        return attempt(failures + 1);
      }
      if (!mine()) return data;
      settle();
      return this.setData(data);
    };
    clearTimeout(this.gcTimer);
    // A query that never had an answer shows as loading again, not as its last error.
    this.setState({
      fetchStatus: 'fetching',
      fetchFailureCount: 0,
      ...(this.state.dataUpdatedAt === 0 && { error: null, status: 'pending' as const }),
    });
    // The query function runs a microtask later, once this fetch is the query's own.
    const promise = Promise.resolve().then(() => attempt(0));
    this.current = { controller, tracked, before, promise };
    return promise;
  }

  /** Calls off the fetch under way and returns to the state before it. */
  cancel(): void {
    const fetch = this.current;
    if (!fetch) return;
    this.current = null;
    fetch.controller.abort();
    this.setState({ ...fetch.before, fetchStatus: 'idle' });
    this.scheduleGc();
  }

  watch(watcher: QueryWatcher): () => void {
    this.watchers.add(watcher);
    clearTimeout(this.gcTimer);
    // A component builds its query as it renders and watches it once mounted: should the query have
    // been dropped in between (its gcTime ran out), it is put back, so invalidation still finds it.
    this.keep(this);
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size > 0) return;
      // Nobody wants the answer: a fetch that can stop halfway does.
      if (this.current?.tracked.signalRead) this.cancel();
      this.scheduleGc();
    };
  }

  private scheduleGc(): void {
    clearTimeout(this.gcTimer);
    const gcTime = this.options.gcTime ?? 300_000;
    if (this.watchers.size > 0 || this.current || gcTime === Infinity) return;
    this.gcTimer = setTimeout(() => this.remove(this as Query), gcTime);
  }

  destroy(): void {
    clearTimeout(this.gcTimer);
    this.current?.controller.abort();
    this.current = null;
  }
}
