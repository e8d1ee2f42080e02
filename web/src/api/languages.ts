/** Active interface languages; the first one is the platform default (docs/contract.md, A2). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callFor } from './callFor.ts';

export const languageKeys = {
  all: ['languages'] as const,
  active: () => [...languageKeys.all, 'active'] as const,
};

export function activeLanguagesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: languageKeys.active(),
    queryFn: callFor(client, 'activeLanguages'),
  });
}
