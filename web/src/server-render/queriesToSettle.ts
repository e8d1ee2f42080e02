/**
 * What a render on the server waits for. On the server, useQuery builds its query in the cache but
 * asks nothing (TanStack Query fetches from effects, which a server render does not run): the queries
 * a render left pending, idle and enabled are the answers it wanted and did not have.
 */
import { skipToken, type Query, type QueryClient } from '@tanstack/react-query';

interface EnabledOptions {
  enabled?: boolean | ((query: Query) => boolean);
  queryFn?: unknown;
}

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as EnabledOptions;
  if (queryFn === undefined || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The queries the last render asked for and nothing has started. */
export function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .findAll()
    .filter(
      (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
    );
}

/** How often the wait looks again: a call chained on another starts within a task of it, well inside. */
const LOOK_MS = 5;

/** Settles once no query is fetching. */
export async function untilIdle(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
}
