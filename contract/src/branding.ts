/**
 * Instance configuration, languages, footer, banner, feature flags and static pages (docs/contract.md,
 * A1–A6). Each schema names its evidence: the earlier client (edSPIRIT/frontend-app-homepage) and what
 * it reads, or Open edX.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import {
  flag,
  languageMap,
  lenientArray,
  lenientRecord,
  objectOrDefaults,
  optionalText,
  text,
} from './lenient.ts';
import { PARAGON_THEME_CONFIG_KEY } from './paragonTheme.ts';
import { queryText } from './query.ts';

/** Evidence: the earlier client's useGetConfig (logo, favicon, billing, platform name, GTM, TPA). */
export const InstanceConfig = lazySchema(() =>
  z.object({
    logo: optionalText,
    favicon: optionalText,
    has_billing: flag,
    platform_name: text,
    gtm: objectOrDefaults(z.object({ gtm_id: optionalText, gtm_auth: optionalText, gtm_env: optionalText })),
    use_tpa_only: flag,
    tpa_queryparam: text,
  }),
);
export type InstanceConfig = z.output<typeof InstanceConfig>;

/**
 * The Open edX runtime configuration: flat SCREAMING_SNAKE keys; only strings and booleans are kept,
 * but for the theme (`PARAGON_THEME_URLS`, an object in `MFE_CONFIG`), kept as its JSON text so that
 * it reads like the build's environment gives it (paragonTheme.ts).
 * Evidence: Open edX lms/djangoapps/mfe_config_api/views.py, read by frontend-platform at start-up.
 * Atrium reads its own `ATRIUM_EXTENSIONS` there too (extensions.ts).
 */
export const MfeConfig = lazySchema(() =>
  z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((map: Record<string, unknown>) => {
      const out: Record<string, string | boolean> = {};
      for (const [key, value] of Object.entries(map)) {
        if (!/^[A-Z][A-Z0-9_]*$/.test(key)) continue;
        if (typeof value === 'string' || typeof value === 'boolean') out[key] = value;
        else if (key === PARAGON_THEME_CONFIG_KEY && typeof value === 'object' && value !== null) {
          out[key] = JSON.stringify(value);
        }
      }
      return out;
    }),
  ),
);
export type MfeConfig = z.output<typeof MfeConfig>;

/** Evidence: the earlier client's useGetActiveLangs (code; the first is the platform's default). */
export const ActiveLanguage = lazySchema(() =>
  z.object({ code: z.string().check(z.minLength(1)), name: text }),
);
export type ActiveLanguage = z.output<typeof ActiveLanguage>;

/** Evidence: the earlier client's useGetActiveLangs JSON.parses the answer: the platform sends a string. */
export const ActiveLanguages = lazySchema(() =>
  z.pipe(
    z.union([z.string(), z.array(z.unknown())]),
    z.pipe(
      z.transform((raw: string | unknown[], ctx) => {
        if (Array.isArray(raw)) return raw;
        try {
          const parsed: unknown = JSON.parse(raw);
          if (Array.isArray(parsed)) return parsed as unknown[];
        } catch {
          // reported below
        }
        ctx.issues.push({ code: 'custom', message: 'not a JSON list of languages', input: raw });
        return z.NEVER;
      }),
      lenientArray(ActiveLanguage, 'active-langs'),
    ),
  ),
);
export type ActiveLanguages = z.output<typeof ActiveLanguages>;

/** Evidence: the earlier client's useGetDynamicFeatures and interfaces/dynamicFeatures.ts. */
export const DynamicFeatures = lazySchema(() =>
  z.object({
    remove_edx_footer: flag,
    replace_footer_branding: flag,
    logo_url: optionalText,
  }),
);
export type DynamicFeatures = z.output<typeof DynamicFeatures>;

const FooterLink = lazySchema(() => z.object({ title: z.string(), link: z.string() }));
const FooterSection = lazySchema(() =>
  z.object({
    section_title: text,
    section_links: z.pipe(
      z.nullish(z.array(z.unknown())),
      z.pipe(
        z.transform((v: unknown[] | null | undefined) => v ?? []),
        lenientArray(FooterLink, 'footer link'),
      ),
    ),
  }),
);
const FooterSocials = lazySchema(() =>
  z.object({
    linkedin: optionalText,
    facebook: optionalText,
    x: optionalText,
    instagram: optionalText,
  }),
);
const FooterLinks = lazySchema(() =>
  z.object({
    sections: z.pipe(
      z.nullish(z.array(z.unknown())),
      z.pipe(
        z.transform((v: unknown[] | null | undefined) => v ?? []),
        lenientArray(FooterSection, 'footer section'),
      ),
    ),
    socials: objectOrDefaults(FooterSocials),
  }),
);
export type FooterLinks = z.output<typeof FooterLinks>;

/** Evidence: the earlier client's useGetFooters and footer (logo, description and links per language). */
export const FooterContent = lazySchema(() =>
  z.object({
    logo: optionalText,
    description: languageMap,
    links: lenientRecord(FooterLinks),
  }),
);
export type FooterContent = z.output<typeof FooterContent>;

/**
 * Atrium's: the language the page shows. The admin-console answers every language whatever is asked
 * (the earlier client sent nothing); a stock platform's footer is asked in it (docs/open-edx-apis.md).
 */
export const FooterSectionQuery = lazySchema(() => z.object({ language: z.optional(queryText) }));

/** Evidence: the earlier client's useGetBanner (title, highlight_word, description per language). */
export const WelcomeSection = lazySchema(() =>
  z.object({
    title: languageMap,
    highlight_word: languageMap,
    description: languageMap,
    image: optionalText,
  }),
);
export type WelcomeSection = z.output<typeof WelcomeSection>;

/** Evidence: the earlier client's useGetStaticPagesData and interfaces/staticPages.ts. */
export const CustomPage = lazySchema(() => z.object({ name: text, content: text }));
export type CustomPage = z.output<typeof CustomPage>;
