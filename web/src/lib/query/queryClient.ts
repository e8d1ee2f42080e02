/**
 * The answers of the app's calls, by key (docs/architecture.md, "From a URL to SQL and back"): every
 * screen that asks for the same key shares one request and one cached answer. Our own small cache,
 * in place of a general library: it does what the app asks of one and nothing more (no refetch on
 * focus or reconnection, no pausing while offline: a call that fails offline shows its section's
 * error and Retry), which keeps it out of the way of every page's first load.
 */
import { hashKey, keyMatches, type QueryKey } from './keys.ts';
import { Query, type QueryOptions, type Retry } from './query.ts';

export interface QueryFilters {
  /** A prefix of the keys wanted. */
  queryKey?: QueryKey;
}

export interface MutationDefaults {
  retry?: Retry;
  retryDelay?: (failureCount: number, error: unknown) => number;
}

export interface DefaultOptions {
  queries?: Partial<Omit<QueryOptions, 'queryKey' | 'queryFn'>>;
  mutations?: MutationDefaults;
}

/** Every query, by hash, and who wants to hear of any change among them. */
export class QueryCache {
  private readonly queries = new Map<string, Query>();
  private readonly listeners = new Set<() => void>();
  private notifying = false;

  /**
   * `listener` hears of changes of any query (added, removed, or its state), once for all the changes
   * of a moment, in a microtask: never while a component renders. Returns the unsubscribe.
   */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    if (this.notifying) return;
    this.notifying = true;
    void Promise.resolve().then(() => {
      this.notifying = false;
      for (const listener of this.listeners) listener();
    });
  }

  getAll(): Query[] {
    return [...this.queries.values()];
  }

  get<TData>(queryHash: string): Query<TData> | undefined {
    return this.queries.get(queryHash) as Query<TData> | undefined;
  }

  /** The query of `options`' key, made if there is none. */
  build<TData>(options: QueryOptions<TData>): Query<TData> {
    const queryHash = hashKey(options.queryKey);
    const found = this.get<TData>(queryHash);
    if (found) return found;
    const query = new Query<TData>(
      queryHash,
      options,
      () => this.notify(),
      (gone) => this.remove(gone),
      (watched) => this.keep(watched),
    );
    this.queries.set(queryHash, query);
    this.notify();
    return query;
  }

  /** Puts a watched query back under its key if it was dropped and no other took its place. */
  private keep(query: Query): void {
    if (this.queries.has(query.queryHash)) return;
    this.queries.set(query.queryHash, query);
    this.notify();
  }

  remove(query: Query): void {
    if (this.queries.get(query.queryHash) !== query) return;
    this.queries.delete(query.queryHash);
    query.destroy();
    this.notify();
  }

  findAll({ queryKey }: QueryFilters = {}): Query[] {
    return this.getAll().filter((query) => queryKey === undefined || keyMatches(query.queryKey, queryKey));
  }
}

export class QueryClient {
  private readonly cache = new QueryCache();
  private defaults: DefaultOptions;
  private mutating = 0;

  constructor({ defaultOptions = {} }: { defaultOptions?: DefaultOptions } = {}) {
    this.defaults = defaultOptions;
  }

  getQueryCache(): QueryCache {
    return this.cache;
  }

  getDefaultOptions(): DefaultOptions {
    return this.defaults;
  }

  setDefaultOptions(defaults: DefaultOptions): void {
    this.defaults = defaults;
  }

  /** `options` over the client's defaults for queries. */
  queryDefaults<TData, TKey extends QueryKey>(options: QueryOptions<TData, TKey>): QueryOptions<TData, TKey> {
    return { ...this.defaults.queries, ...options };
  }

  mutationDefaults(): MutationDefaults {
    return this.defaults.mutations ?? {};
  }

  /** The query of `options`' key in the cache, made with these options if it is not there. */
  build<TData, TKey extends QueryKey>(options: QueryOptions<TData, TKey>): Query<TData> {
    return this.cache.build(this.queryDefaults(options));
  }

  /**
   * The answer of `options`' key: the cached one while fresh, else fetched (one retry as the defaults
   * say; `retry: false` for none). Rejects with the fetch's error.
   */
  async query<TData, TKey extends QueryKey, TSelected = TData>(
    options: QueryOptions<TData, TKey> & { select?: (data: TData) => TSelected },
  ): Promise<TSelected> {
    const defaulted = this.queryDefaults(options) as unknown as QueryOptions<TData>;
    const query = this.cache.build(defaulted);
    if (!query.isActive()) query.options = defaulted;
    const data = query.isStale(defaulted.staleTime)
      ? await query.fetch(defaulted)
      : (query.state.data as TData);
    return options.select ? options.select(data) : (data as unknown as TSelected);
  }

  setQueryData<TData>(
    queryKey: QueryKey,
    update: TData | ((previous: TData | undefined) => TData | undefined),
  ): TData | undefined {
    const query = this.build<TData, QueryKey>({ queryKey });
    const data =
      typeof update === 'function'
        ? (update as (previous: TData | undefined) => TData | undefined)(query.state.data)
        : update;
    return data === undefined ? undefined : query.setData(data);
  }

  /** Marks the queries stale, and asks again those a screen shows now; resolves once they have answered. */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.cache.findAll(filters);
    for (const query of queries) query.setState({ isInvalidated: true });
    await Promise.all(
      queries
        .filter((query) => query.isActive() && typeof query.options.queryFn === 'function')
        .map((query) => query.fetch(query.options, { restart: true }).catch(() => undefined)),
    );
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.cache.findAll(filters)) this.cache.remove(query);
  }

  /** How many queries are fetching now. */
  isFetching(filters: QueryFilters = {}): number {
    return this.cache.findAll(filters).filter((query) => query.state.fetchStatus === 'fetching').length;
  }

  /** How many mutations are under way now. */
  isMutating(): number {
    return this.mutating;
  }

  /** Counts a mutation under way while `run` does (isMutating). */
  async mutation<T>(run: () => Promise<T>): Promise<T> {
    this.mutating += 1;
    this.cache.notify();
    try {
      return await run();
    } finally {
      this.mutating -= 1;
      this.cache.notify();
    }
  }
}
