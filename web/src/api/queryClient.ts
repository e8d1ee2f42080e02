import { QueryClient } from '../lib/query/queryClient.ts';
import { isPermanentError } from './errors.ts';

/** The spec's caching: fresh for 5 minutes, kept for an hour, one retry, no refetch on focus. */
export const QUERY_DEFAULTS = {
  staleTime: 300_000,
  gcTime: 3_600_000,
  refetchOnWindowFocus: false,
} as const;

/** One retry, as the spec says, but not for answers a retry cannot change (4xx, contract, signed out). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isPermanentError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, retry: retryOnce },
      mutations: { retry: retryOnce },
    },
  });
}
