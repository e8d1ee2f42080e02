/** Static (custom) pages from the admin console (docs/contract.md, A6). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callFor } from './callFor.ts';

export const pageKeys = {
  all: ['pages'] as const,
  custom: (page: string) => [...pageKeys.all, 'custom', page] as const,
};

export function customPageQuery(client: ApiClient, page: string) {
  return queryOptions({
    queryKey: pageKeys.custom(page),
    queryFn: callFor(client, 'customPage', { params: { page } }),
  });
}
