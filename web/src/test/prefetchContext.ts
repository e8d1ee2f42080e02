/** A page prefetch's context for tests: a query client whose prefetches are recorded, not made. */
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import type { AuthenticatedUser } from '../api/auth.ts';
import type { PagePrefetchContext } from '../common/page/pagePrefetch.ts';
import type { BaseSettings } from '../config/baseSettings.ts';
import { plainSettings } from './settings.ts';

export function prefetchContext(
  context: {
    settings?: BaseSettings;
    params?: Record<string, string>;
    search?: string;
    user?: AuthenticatedUser | null;
  } = {},
) {
  const queryClient = new QueryClient();
  const prefetched = vi.spyOn(queryClient, 'query').mockResolvedValue(undefined);
  const prepareUnsafeCalls = vi.fn();
  const client = {
    currentUser: () => Promise.resolve(context.user ?? null),
    prepareUnsafeCalls,
  } as unknown as ApiClient;
  const full: PagePrefetchContext = {
    client,
    queryClient,
    settings: context.settings ?? plainSettings(),
    params: context.params ?? {},
    search: context.search ?? '',
  };
  /** The keys of the queries prefetched so far. */
  const keys = () => prefetched.mock.calls.map(([options]) => options.queryKey);
  return { context: full, keys, prefetched, prepareUnsafeCalls };
}
