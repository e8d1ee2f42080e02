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
 * The `<meta name>` by which a serving side tells the page which API its platform speaks, before any
 * call (the reference server writes it into the index.html it serves). Its value reads as
 * `PLATFORM_API`: above the build's, below the runtime configuration's (web/src/config/servedConfig.ts).
 */
export const PLATFORM_API_META = 'atrium-platform-api';

/**
 * The runtime configuration key that lists a stock platform's interface languages (Atrium extension:
 * a stock LMS has no languages API Atrium can read): the same JSON-encoded list of `{ code, name }`
 * the admin-console's active languages answer, the first being the platform's default.
 */
export const LANGUAGES_CONFIG_KEY = 'ATRIUM_LANGUAGES';

/**
 * The stock Open edX releases the reference server can imitate (`ATRIUM_OPENEDX_RELEASE`), oldest
 * first: each brings sources a stock page may use (docs/open-edx-apis.md, "Release by release").
 * - `sumac`: the Course, Enrollment and discovery APIs, learner home, outline, progress, organizations;
 * - `ulmo`: adds the courseware API's anonymous course facts (`pre_requisite_courses`, `course_price`),
 *   `org_image_url` in discovery results and edx-search's start-date sort (≥ 4.3.0);
 * - `verawood`: adds edx-search's `course_list_search` (≥ 4.4.0, shipped from ulmo.2 on; Tutor's
 *   Verawood pins it).
 */
export const OPENEDX_RELEASES = ['sumac', 'ulmo', 'verawood'] as const;
export type OpenedxRelease = (typeof OPENEDX_RELEASES)[number];
export const NEWEST_OPENEDX_RELEASE: OpenedxRelease = 'verawood';

export function isOpenedxRelease(value: unknown): value is OpenedxRelease {
  return typeof value === 'string' && (OPENEDX_RELEASES as readonly string[]).includes(value);
}

/** Whether `release` is `since` or newer. */
export function releaseAtLeast(release: OpenedxRelease, since: OpenedxRelease): boolean {
  return OPENEDX_RELEASES.indexOf(release) >= OPENEDX_RELEASES.indexOf(since);
}
