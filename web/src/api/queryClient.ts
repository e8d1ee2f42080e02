import { QueryClient } from '@tanstack/react-query';
import { isPermanentError } from './errors.ts';

/**
 * The spec's caching: fresh for 5 minutes, kept for an hour. No refetch on focus or reconnection, and
 * no pausing while offline: a call that fails offline shows its section's error and Retry at once.
 */
export const QUERY_DEFAULTS = {
  staleTime: 300_000,
  gcTime: 3_600_000,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  networkMode: 'always',
} as const;

/** One retry, as the spec says, but not for answers a retry cannot change (4xx, contract, signed out). */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isPermanentError(error);
}

/**
 * The one place of the data layer's defaults. A change is never repeated unless its own options say
 * when that is safe (api/changeRetry.ts): a payment or an enroll must not be made twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, retry: retryOnce },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
