/**
 * The configuration keys Atrium reads, with their Open edX names (docs/contract.md, "Rules for every call"; README, "Configuration"). The same list
 * picks build-time values in vite.config.ts and runtime values from the MFE config answer.
 */
export const CONFIG_KEYS = [
  'LMS_BASE_URL',
  'LOGIN_URL',
  'LOGOUT_URL',
  'BASE_URL',
  'PUBLIC_PATH',
  'SITE_NAME',
  'APP_ID',
  'MFE_CONFIG_API_URL',
  'ACCESS_TOKEN_COOKIE_NAME',
  'LANGUAGE_PREFERENCE_COOKIE_NAME',
  'SESSION_COOKIE_DOMAIN',
  'CSRF_TOKEN_API_PATH',
  'REFRESH_ACCESS_TOKEN_ENDPOINT',
  'LEARNING_BASE_URL',
  'ACCOUNT_PROFILE_URL',
  'ACCOUNT_SETTINGS_URL',
  'ORDER_HISTORY_URL',
  'MARKETING_SITE_BASE_URL',
  'ALLOW_PUBLIC_ACCOUNT_CREATION',
  'AC_INSTANCE_CONFIG_API_URL',
  'BRAND_CSS_URL',
  'PARAGON_THEME_URLS',
  'INDIGO_ENABLE_DARK_TOGGLE',
  'ERROR_REPORT_URL',
  'PLATFORM_API',
] as const;

export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** Raw values as configured: strings from the build environment, strings or booleans at run time. */
export type RawConfig = Partial<Record<ConfigKey, string | boolean>>;

const known: ReadonlySet<string> = new Set(CONFIG_KEYS);

/** Keeps the known keys with a non-empty value: an empty variable means "not configured". */
export function pickConfig(source: Readonly<Record<string, unknown>>): RawConfig {
  const picked: RawConfig = {};
  for (const [key, value] of Object.entries(source)) {
    if (!known.has(key)) continue;
    if (typeof value === 'boolean' || (typeof value === 'string' && value.trim() !== '')) {
      picked[key as ConfigKey] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return picked;
}
