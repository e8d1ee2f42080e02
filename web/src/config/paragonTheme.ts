/**
 * The platform's theme (`PARAGON_THEME_URLS`, docs/decisions/paragon-theme.md): which brand
 * stylesheets a visitor gets. Pure; config/applyTheme.ts puts them on the page.
 */
import { ConfiguredParagonTheme } from '@atrium/contract';

export interface ParagonTheme {
  /** The brand's core stylesheet (fonts, sizes), for every variant. */
  core: string | null;
  /** The variant a light or dark colour scheme asks for, by name. */
  light: string | null;
  dark: string | null;
  /** Each variant's brand stylesheet, by name. */
  variants: Readonly<Record<string, string>>;
}

/** The key under which frontend-platform, and Indigo's toggle, keep a visitor's chosen variant. */
export const SELECTED_VARIANT_KEY = 'selected-paragon-theme-variant';

/**
 * The theme the configuration's JSON text names, its URLs resolved by `url` (null drops one); null
 * without one stylesheet to load. Without `defaults`, the variants named `light` and `dark` are the
 * defaults, as in the Paragon defaults frontend-platform falls back to (Indigo sends no `defaults`).
 */
export function paragonThemeOf(
  json: string | undefined,
  url: (value: string) => string | null,
): ParagonTheme | null {
  if (json === undefined) return null;
  const parsed = ConfiguredParagonTheme.safeParse(json);
  if (!parsed.success) return null;
  const { core, defaults, variants } = parsed.data;
  const resolved: Record<string, string> = {};
  for (const [name, href] of Object.entries(variants)) {
    const absolute = href === null ? null : url(href);
    if (absolute !== null) resolved[name] = absolute;
  }
  const named = (wanted: string | null, fallback: string) => {
    const name = wanted ?? fallback;
    return Object.hasOwn(resolved, name) ? name : null;
  };
  const theme = {
    core: core === null ? null : url(core),
    light: named(defaults.light, 'light'),
    dark: named(defaults.dark, 'dark'),
    variants: resolved,
  };
  return theme.core === null && Object.keys(resolved).length === 0 ? null : theme;
}

/**
 * The variant to show: the visitor's stored choice when there is one (frontend-platform's order),
 * then the dark default for a dark colour scheme, then the light default; with a single variant,
 * that one. Null: the theme has no variant stylesheet to load.
 */
export function chooseVariant(
  theme: ParagonTheme,
  visitor: { stored: string | null; prefersDark: boolean },
): string | null {
  const names = Object.keys(theme.variants);
  if (names.length === 1) return names[0] ?? null;
  if (visitor.stored !== null && Object.hasOwn(theme.variants, visitor.stored)) return visitor.stored;
  if (visitor.prefersDark && theme.dark !== null) return theme.dark;
  return theme.light;
}

/** The stylesheets of `variant`, in cascade order: the core, then the variant's. */
export function themeStylesheets(theme: ParagonTheme, variant: string | null): string[] {
  const variantSheet = variant === null ? undefined : theme.variants[variant];
  return [theme.core, variantSheet].filter((href): href is string => typeof href === 'string');
}

/**
 * The text of the `<style>` that imports `variant`'s stylesheets into the `openedx-brand` layer (below
 * Atrium's own rules, docs/decisions/paragon-theme.md); null when it has none. The URLs are serialised
 * by URL (baseSettings.ts): quotes, `<`, `>` and line breaks are percent-encoded.
 */
export function themeImports(theme: ParagonTheme, variant: string | null): string | null {
  const sheets = themeStylesheets(theme, variant);
  if (sheets.length === 0) return null;
  return sheets.map((href) => `@import url("${href}") layer(openedx-brand);`).join('\n');
}
