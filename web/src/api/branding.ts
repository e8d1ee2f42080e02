/** Instance configuration and runtime MFE configuration (docs/contract.md, A1 and "Rules for every call"). */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callFor } from './callFor.ts';

export const brandingKeys = {
  all: ['branding'] as const,
  instanceConfig: () => [...brandingKeys.all, 'instance-config'] as const,
  mfeConfig: (appId: string) => [...brandingKeys.all, 'mfe-config', appId] as const,
};

export function instanceConfigQuery(client: ApiClient) {
  return queryOptions({
    queryKey: brandingKeys.instanceConfig(),
    queryFn: callFor(client, 'instanceConfig'),
  });
}

export function mfeConfigQuery(client: ApiClient, appId: string) {
  return queryOptions({
    queryKey: brandingKeys.mfeConfig(appId),
    queryFn: callFor(client, 'mfeConfig', { query: { mfe: appId } }),
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
    queryFn: callFor(client, 'footerSection', { query: { language } }),
  });
}

/** Footer branding flags (A3); while loading or failed, both flags count as false. */
export function dynamicFeaturesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.dynamicFeatures(),
    queryFn: callFor(client, 'dynamicFeatures'),
  });
}

/** The home banner per language (A5). */
export function welcomeSectionQuery(client: ApiClient) {
  return queryOptions({
    queryKey: contentKeys.welcome(),
    queryFn: callFor(client, 'welcomeSection'),
  });
}
