/**
 * The settings the app runs with: configuration (see baseSettings.ts) overridden by the admin
 * console's instance config for what it carries (docs/contract.md, A1).
 */
import type { InstanceConfig } from '@atrium/contract';
import defaultFavicon from '../assets/favicon.svg';
import defaultLogo from '../assets/logo.svg';
import { safeUrl } from '../lib/safeUrl.ts';
import { withVersion } from '../lib/withVersion.ts';
import type { BaseSettings } from './baseSettings.ts';
import { GTM_ID_PATTERN, type TagManagerSettings } from './tagManager.ts';

export interface AppSettings extends BaseSettings {
  platformName: string;
  headerLogo: string;
  favicon: string;
  hasBilling: boolean;
  isTPAOnly: boolean;
  /** Appended to LOGIN_URL for third-party sign-in: '' or a query string starting with '?'. */
  tpaQueryParam: string;
  gtm: TagManagerSettings | null;
}

/**
 * `version` is the page load's cache-busting value for logo and favicon: computed once per page
 * load (the earlier client recomputed it on every render, defeating the browser cache).
 */
export function applyInstanceConfig(
  base: BaseSettings,
  instance: InstanceConfig | null,
  version: number,
): AppSettings {
  const logo = safeUrl(instance?.logo);
  const favicon = safeUrl(instance?.favicon);
  return {
    ...base,
    platformName: instance?.platform_name.trim() || base.siteName,
    headerLogo: logo ? withVersion(logo, version) : defaultLogo,
    favicon: favicon ? withVersion(favicon, version) : defaultFavicon,
    hasBilling: instance?.has_billing ?? false,
    isTPAOnly: instance?.use_tpa_only ?? false,
    tpaQueryParam: queryString(instance?.tpa_queryparam ?? ''),
    gtm: tagManager(instance?.gtm ?? null),
  };
}

function queryString(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '?') return '';
  return trimmed.startsWith('?') ? trimmed : `?${trimmed.replace(/^&/, '')}`;
}

function tagManager(gtm: InstanceConfig['gtm'] | null): TagManagerSettings | null {
  const id = gtm?.gtm_id?.trim();
  if (!id || !GTM_ID_PATTERN.test(id)) return null;
  return { id, auth: gtm?.gtm_auth?.trim() || null, env: gtm?.gtm_env?.trim() || null };
}
