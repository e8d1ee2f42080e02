/**
 * The platform's theme: `PARAGON_THEME_URLS` in the runtime configuration (or the build's environment,
 * as JSON text). Evidence: openedx/frontend-platform docs/how_tos/theming.md and
 * src/react/hooks/paragon/useParagonThemeUrls.js (`core` and each of `variants` give `url`, Paragon's
 * own stylesheet, or `urls: { default, brandOverride }`; `defaults: { light, dark }` name the variants a
 * colour scheme asks for); overhangio/tutor-indigo tutorindigo/plugin.py (sets light and dark variants,
 * no `core`, no `defaults`). Atrium keeps only the brand's stylesheets (`urls.brandOverride`), as
 * openedx-platform PR #38610 does for frontend-base sites: Paragon's own CSS styles Paragon's
 * components, which Atrium does not use.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { jsonEncoded, lenientRecord, objectOrDefaults, optionalText } from './lenient.ts';

export const PARAGON_THEME_CONFIG_KEY = 'PARAGON_THEME_URLS';

/**
 * One part's brand stylesheet, or null. A URL that still holds frontend-platform's `$brandVersion` or
 * `$paragonVersion` placeholder is dropped: they name the version of a package the app installed, and
 * Atrium installs none.
 */
const brandStylesheet = lazySchema(() =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((part: unknown): string | null => {
      const urls = fieldOf(part, 'urls');
      const url = fieldOf(urls, 'brandOverride');
      if (typeof url !== 'string') return null;
      const trimmed = url.trim();
      return trimmed === '' || /\$(brand|paragon)Version/.test(trimmed) ? null : trimmed;
    }),
  ),
);

function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

export const ParagonThemeUrls = lazySchema(() =>
  z.object({
    core: brandStylesheet,
    defaults: objectOrDefaults(z.object({ light: optionalText, dark: optionalText })),
    variants: lenientRecord(brandStylesheet),
  }),
);
export type ParagonThemeUrls = z.output<typeof ParagonThemeUrls>;

/** The value as the web app's configuration carries it: JSON text (`MfeConfig` encodes an object). */
export const ConfiguredParagonTheme = lazySchema(() => jsonEncoded(ParagonThemeUrls));
