/** Instance configuration and runtime MFE configuration (CONTRACT.md A1, Part 1). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';

export const brandingKeys = {
  all: ['branding'] as const,
  instanceConfig: () => [...brandingKeys.all, 'instance-config'] as const,
  mfeConfig: (appId: string) => [...brandingKeys.all, 'mfe-config', appId] as const,
};

export function instanceConfigQuery(client: ApiClient) {
  return queryOptions({
    queryKey: brandingKeys.instanceConfig(),
    queryFn: ({ signal }) => client.call('instanceConfig', { signal }),
  });
}

export function mfeConfigQuery(client: ApiClient, appId: string) {
  return queryOptions({
    queryKey: brandingKeys.mfeConfig(appId),
    queryFn: ({ signal }) => client.call('mfeConfig', { query: { mfe: appId }, signal }),
  });
}
