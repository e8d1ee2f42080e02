/** Instance configuration and runtime MFE configuration (docs/contract.md, A1 and "Rules for every call"). */
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

export const contentKeys = {
  all: ['content'] as const,
  footer: (language: string) => [...contentKeys.all, 'footer', language] as const,
  dynamicFeatures: () => [...contentKeys.all, 'dynamic-features'] as const,
  welcome: () => [...contentKeys.all, 'welcome'] as const,
};

/**
 * Footer logo, description and links per language (A4), asked for the language the page shows: a
 * stock platform answers that one only, so another language is another answer.
 */
export function footerSectionQuery(client: ApiClient, language: string) {
  return queryOptions({
    queryKey: contentKeys.footer(language),
    queryFn: ({ signal }) => client.call('footerSection', { query: { language }, signal }),
  });
}

/** Footer branding flags (A3); while loading or failed, both flags count as false. */
export function dynamicFeaturesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.dynamicFeatures(),
    queryFn: ({ signal }) => client.call('dynamicFeatures', { signal }),
  });
}

/** The home banner per language (A5). */
export function welcomeSectionQuery(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.welcome(),
    queryFn: ({ signal }) => client.call('welcomeSection', { signal }),
  });
}
