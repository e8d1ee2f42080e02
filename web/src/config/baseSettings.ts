/**
 * Settings that come from configuration alone (build-time environment < runtime MFE config); every
 * URL defaults to the page's own origin, which is how the reference server serves the demo.
 */
import {
  EXTENSIONS_CONFIG_KEY,
  JWT_HEADER_PAYLOAD_COOKIE,
  LANGUAGE_COOKIE,
  platformApiOf,
  type PlatformApi,
} from '@atrium/contract';
import type { ConfigKey, RawConfig } from './keys.ts';
import { paragonThemeOf, type ParagonTheme } from './paragonTheme.ts';

export interface BaseSettings {
  appId: string;
  siteName: string;
  /** The page's own origin, e.g. http://127.0.0.1:8080. */
  origin: string;
  baseUrl: string;
  /** Where the app is mounted, with both slashes: '/' or '/homepage/'. */
  publicPath: string;
  lmsBaseUrl: string;
  loginUrl: string;
  logoutUrl: string;
  learningBaseUrl: string;
  accountProfileUrl: string;
  accountSettingsUrl: string;
  orderHistoryUrl: string;
  refreshAccessTokenEndpoint: string;
  csrfTokenApiPath: string;
  mfeConfigApiUrl: string;
  instanceConfigApiUrl: string;
  accessTokenCookieName: string;
  languagePreferenceCookieName: string;
  /** Open edX's cookie domain (e.g. `.example.com`) for the language cookie; null = this host only. */
  sessionCookieDomain: string | null;
  allowPublicAccountCreation: boolean;
  brandCssUrl: string | null;
  /** The platform's theme (`PARAGON_THEME_URLS`): its brand stylesheets, resolved (config/paragonTheme.ts). */
  paragonTheme: ParagonTheme | null;
  /** Indigo's dark-theme toggle is on (`INDIGO_ENABLE_DARK_TOGGLE`): the visitor's stored choice counts. */
  indigoDarkToggle: boolean;
  /** Where uncaught errors are reported (lib/errorReport.ts); null reports none. */
  errorReportUrl: string | null;
  /** The platform's Atrium extensions, from the runtime configuration only (extensionsOf). */
  extensions: ReadonlySet<string>;
  /** Which API the platform speaks (`PLATFORM_API`): the runtime value wins over the build's. */
  platformApi: PlatformApi;
}

export function resolveBaseSettings(
  raw: RawConfig,
  origin: string,
  extensions: ReadonlySet<string> = new Set(),
): BaseSettings {
  const text = (key: ConfigKey): string | undefined => {
    const value = raw[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const url = (key: ConfigKey, fallback: string): string => absoluteUrl(text(key), origin) ?? fallback;

  const lms = url('LMS_BASE_URL', origin);
  return {
    appId: text('APP_ID') ?? 'atrium',
    siteName: text('SITE_NAME') ?? 'Atrium',
    origin,
    baseUrl: siteUrl(text('BASE_URL'), origin),
    publicPath: withSlashes(text('PUBLIC_PATH') ?? '/'),
    lmsBaseUrl: lms,
    loginUrl: url('LOGIN_URL', `${lms}/login`),
    logoutUrl: url('LOGOUT_URL', `${lms}/logout`),
    learningBaseUrl: url('LEARNING_BASE_URL', `${lms}/learning`),
    accountProfileUrl: url('ACCOUNT_PROFILE_URL', lms),
    accountSettingsUrl: url('ACCOUNT_SETTINGS_URL', `${lms}/account/settings`),
    orderHistoryUrl: url(
      'ORDER_HISTORY_URL',
      billingSite(text('MARKETING_SITE_BASE_URL')) ?? `${lms}/orders`,
    ),
    refreshAccessTokenEndpoint: url('REFRESH_ACCESS_TOKEN_ENDPOINT', `${lms}/login_refresh`),
    csrfTokenApiPath: withLeadingSlash(text('CSRF_TOKEN_API_PATH') ?? '/csrf/api/v1/token'),
    mfeConfigApiUrl: url('MFE_CONFIG_API_URL', `${lms}/api/mfe_config/v1`),
    instanceConfigApiUrl: `${lms}${withLeadingSlash(text('AC_INSTANCE_CONFIG_API_URL') ?? '/admin-console/api/instance-config/')}`,
    accessTokenCookieName: text('ACCESS_TOKEN_COOKIE_NAME') ?? JWT_HEADER_PAYLOAD_COOKIE,
    languagePreferenceCookieName: text('LANGUAGE_PREFERENCE_COOKIE_NAME') ?? LANGUAGE_COOKIE,
    sessionCookieDomain: text('SESSION_COOKIE_DOMAIN') ?? null,
    allowPublicAccountCreation: flag(raw.ALLOW_PUBLIC_ACCOUNT_CREATION, true),
    brandCssUrl: absoluteUrl(text('BRAND_CSS_URL'), origin),
    paragonTheme: paragonThemeOf(text('PARAGON_THEME_URLS'), (value) => httpUrl(value, origin)),
    indigoDarkToggle: flag(raw.INDIGO_ENABLE_DARK_TOGGLE, false),
    errorReportUrl: httpUrl(text('ERROR_REPORT_URL'), origin),
    extensions,
    platformApi: platformApiOf({ PLATFORM_API: text('PLATFORM_API') }),
  };
}

/**
 * The extension names the runtime configuration's `ATRIUM_EXTENSIONS` key lists (comma-separated);
 * none without the key. A name Atrium does not know is kept but never asked for (features ask
 * `useExtension` by `Extension`), so the first load need not carry the list of names.
 */
export function extensionsOf(runtime: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const value = runtime[EXTENSIONS_CONFIG_KEY];
  return new Set(typeof value === 'string' ? value.split(',').map((name) => name.trim()) : []);
}

/** An http(s) URL (relative ones resolved against the origin) without a trailing slash, or null. */
export function absoluteUrl(value: string | undefined, origin: string): string | null {
  return httpUrl(value, origin)?.replace(/\/+$/, '') ?? null;
}

/** A host name alone (`apps.example.org`, `localhost:8080`): what tutor-mfe's MFE_CONFIG gives as BASE_URL. */
const BARE_HOST = /^(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+)(?::\d{1,5})?$/i;

/**
 * Atrium's own address: an http(s) URL, or a host name alone, which tutor-mfe's MFE_CONFIG gives
 * (`"BASE_URL": "{{ MFE_HOST }}"`), reached by the page's own scheme; the page's origin otherwise.
 */
export function siteUrl(value: string | undefined, origin: string): string {
  if (value !== undefined && BARE_HOST.test(value))
    return `${new URL(origin).protocol}//${value.toLowerCase()}`;
  return absoluteUrl(value, origin) ?? origin;
}

/** An http(s) URL (relative ones resolved against the origin) exactly as given, or null. */
export function httpUrl(value: string | undefined, origin: string): string | null {
  if (value === undefined) return null;
  try {
    const parsed = new URL(value, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The earlier client's order-history rule: https://billing.{marketing host}. */
function billingSite(marketingSite: string | undefined): string | null {
  if (marketingSite === undefined) return null;
  const host = marketingSite.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  return host === '' ? null : `https://billing.${host}`;
}

function flag(value: string | boolean | undefined, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === undefined) return fallback;
  return !/^(false|0|no|off)$/i.test(value.trim());
}

function withLeadingSlash(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

function withSlashes(path: string): string {
  const leading = withLeadingSlash(path);
  return leading.endsWith('/') ? leading : `${leading}/`;
}
