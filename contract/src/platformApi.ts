/**
 * Which API the platform speaks, from the runtime configuration's `PLATFORM_API` key (Atrium
 * extension, set in `MFE_CONFIG_OVERRIDES["atrium"]`): `admin-console` for an LMS with the edSPIRIT
 * admin-console plugin, `openedx` for a stock LMS (its own APIs only). Anything else reads as the
 * default, so a typo never turns the catalogue off.
 */
export const PLATFORM_APIS = ['admin-console', 'openedx'] as const;
export type PlatformApi = (typeof PLATFORM_APIS)[number];
export const DEFAULT_PLATFORM_API: PlatformApi = 'admin-console';

export function isPlatformApi(value: unknown): value is PlatformApi {
  return typeof value === 'string' && (PLATFORM_APIS as readonly string[]).includes(value);
}

/** The platform API a configuration names (values are trimmed and lower-cased first). */
export function platformApiOf(config: Readonly<Record<string, unknown>>): PlatformApi {
  const raw = config.PLATFORM_API;
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  return isPlatformApi(value) ? value : DEFAULT_PLATFORM_API;
}

/**
 * The runtime configuration key that lists a stock platform's interface languages (Atrium extension:
 * a stock LMS has no languages API Atrium can read): the same JSON-encoded list of `{ code, name }`
 * the admin-console's active languages answer, the first being the platform's default.
 */
export const LANGUAGES_CONFIG_KEY = 'ATRIUM_LANGUAGES';
