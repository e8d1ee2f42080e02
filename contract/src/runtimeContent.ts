/**
 * What a stock platform's home and footer show that no stock API gives, read from the runtime
 * configuration (`GET /api/mfe_config/v1?mfe=atrium`, i.e. Tutor's `MFE_CONFIG_OVERRIDES["atrium"]`;
 * Open edX lms/djangoapps/mfe_config_api/views.py). Atrium's own keys (Atrium extension): each value
 * is a JSON-encoded string, as `ATRIUM_LANGUAGES` is, since the runtime configuration keeps strings
 * and booleans only (`MfeConfig`). A value that is not what its key describes reads as absent, so the
 * section keeps its default; text is shown as text (no HTML is interpreted).
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { WelcomeSection } from './branding.ts';
import { jsonEncoded, languageMap, lenientArray, optionalText } from './lenient.ts';

/** The welcome banner: the admin console's welcome section's fields (`WelcomeSection`), JSON-encoded. */
export const WELCOME_CONFIG_KEY = 'ATRIUM_WELCOME';
/** Popular subjects as curated searches: a JSON-encoded list of `PopularSearch`. */
export const POPULAR_SEARCHES_CONFIG_KEY = 'ATRIUM_POPULAR_SEARCHES';
/** The footer's description: plain text, or a JSON-encoded map of text by language code. */
export const FOOTER_DESCRIPTION_CONFIG_KEY = 'ATRIUM_FOOTER_DESCRIPTION';

/** Text for every language (a plain string) or by language code ({ "en": "…", "ar": "…" }). */
export const LocalText = lazySchema(() =>
  z.union([
    z.string().check(z.trim(), z.minLength(1)),
    languageMap.check(
      z.refine((map) => Object.values(map).some((v) => v.trim() !== ''), 'no text in any language'),
    ),
  ]),
);
export type LocalText = z.output<typeof LocalText>;

export const ConfiguredWelcome = lazySchema(() => jsonEncoded(WelcomeSection));

const values = lazySchema(() =>
  z.pipe(
    z.optional(z.array(z.unknown())),
    z.transform((list: unknown[] | undefined) =>
      (list ?? []).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim()),
    ),
  ),
);

/**
 * One curated search: its title, and what it searches, a text (`query`) and/or facet values as the
 * catalogue's address names them (`partner`: org codes, `language`: language codes, `mode`: course
 * modes); an optional image (an address, or a path on the LMS). A search of nothing is refused.
 */
export const PopularSearch = lazySchema(() =>
  z
    .object({
      title: LocalText,
      query: z.pipe(
        z.optional(z.string()),
        z.transform((v: string | undefined) => v?.trim() ?? ''),
      ),
      partner: values,
      language: values,
      mode: values,
      image: optionalText,
    })
    .check(
      z.refine(
        (search) =>
          search.query !== '' || search.partner.length + search.language.length + search.mode.length > 0,
        'a search needs a text or a facet value',
      ),
    ),
);
export type PopularSearch = z.output<typeof PopularSearch>;

/** The list, each malformed entry dropped (and reported) alone. */
export const ConfiguredPopularSearches = lazySchema(() =>
  jsonEncoded(lenientArray(PopularSearch, 'popular search')),
);

/** Plain text, or a JSON-encoded language map when it reads as one. */
export const ConfiguredFooterDescription = lazySchema(() =>
  z.pipe(
    z.string(),
    z.transform((raw: string, ctx): LocalText => {
      const trimmed = raw.trim();
      if (trimmed.startsWith('{')) {
        const map = jsonEncoded(LocalText).safeParse(trimmed);
        if (map.success) return map.data;
      }
      if (trimmed === '') {
        ctx.issues.push({ code: 'custom', message: 'empty', input: raw });
        return z.NEVER;
      }
      return trimmed;
    }),
  ),
);
