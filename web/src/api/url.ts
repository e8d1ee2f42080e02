/** Where each endpoint of the contract table lives (its path template filled), with its query string encoded. */
import { buildPath, type EndpointName } from '@atrium/contract';
import type { BaseSettings } from '../config/baseSettings.ts';

export type QueryValue = string | number | boolean | null | undefined;

/** Every value is URL-encoded (the earlier client did not); absent values are left out. */
export function appendQuery(url: string, query: Readonly<Record<string, QueryValue>> | undefined): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === undefined || value === null
      ? []
      : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`],
  );
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}

export type UrlSettings = Pick<
  BaseSettings,
  | 'lmsBaseUrl'
  | 'mfeConfigApiUrl'
  | 'instanceConfigApiUrl'
  | 'refreshAccessTokenEndpoint'
  | 'csrfTokenApiPath'
>;

/**
 * Every path is relative to the LMS, except the calls whose address is itself a configuration key
 * (docs/contract.md, "Rules for every call"): the runtime config, the instance config, the token refresh and the CSRF token.
 */
export function endpointUrl(
  settings: UrlSettings,
  name: EndpointName,
  path: string,
  params: Readonly<Record<string, string>>,
  query?: Readonly<Record<string, QueryValue>>,
): string {
  return appendQuery(endpointLocation(settings, name, path, params), query);
}

function endpointLocation(
  settings: UrlSettings,
  name: EndpointName,
  path: string,
  params: Readonly<Record<string, string>>,
): string {
  switch (name) {
    case 'mfeConfig':
      return settings.mfeConfigApiUrl;
    case 'instanceConfig':
      return settings.instanceConfigApiUrl;
    case 'refreshToken':
      return settings.refreshAccessTokenEndpoint;
    case 'csrfToken':
      return `${settings.lmsBaseUrl}${settings.csrfTokenApiPath}`;
    default:
      return `${settings.lmsBaseUrl}${buildPath(path, params)}`;
  }
}
