/**
 * Puts the operator's look on the page as soon as the runtime configuration is known: the platform's
 * theme (`PARAGON_THEME_URLS`: its brand stylesheets, in a cascade layer below Atrium's own rules, so
 * that only their `--pgn-*` variables reach Atrium, through styles/tokens.css), then `BRAND_CSS_URL`
 * (unlayered, last: Atrium's own token names win over the theme's). Once they are in, text colours
 * are made readable (readableText.ts). A stylesheet that fails adds nothing: Atrium's own values stay.
 * docs/decisions/paragon-theme.md says why.
 */
import { lazyModule } from '../lib/lazyModule.ts';
import { readItem } from '../lib/safeStorage.ts';
import type { BaseSettings } from './baseSettings.ts';
import { SELECTED_VARIANT_KEY, chooseVariant, themeImports, type ParagonTheme } from './paragonTheme.ts';

/**
 * The contrast check runs only once a theme's stylesheets are in, so it is not part of the first load
 * of a platform without one; asked for with the stylesheets, it arrives while they download.
 */
const readableText = lazyModule(() => import('./readableText.ts'));

/** The longest the first render waits for the theme; a slower stylesheet still applies when it lands. */
export const THEME_WAIT_MS = 3000;

const DARK_SCHEME = '(prefers-color-scheme: dark)';
export const VARIANT_ATTRIBUTE = 'data-paragon-theme-variant';
/** Marks the theme's elements a page rendered on the server brought (server-render/themeHead.ts). */
export const SERVER_THEME_ATTRIBUTE = 'data-server-theme';

type ThemeSettings = Pick<BaseSettings, 'paragonTheme' | 'brandCssUrl' | 'indigoDarkToggle'>;

/**
 * Adds the stylesheets; resolves once they have loaded or failed, or after THEME_WAIT_MS, so that the
 * first render draws the operator's look without waiting on a stalled server. Resolves at once when
 * nothing is configured.
 */
export function applyTheme(doc: Document, settings: ThemeSettings): Promise<void> {
  const { paragonTheme, brandCssUrl } = settings;
  if (paragonTheme === null && brandCssUrl === null) return Promise.resolve();
  const view = doc.defaultView;
  // Not every environment has matchMedia (jsdom): without it, the light default.
  const scheme = typeof view?.matchMedia === 'function' ? view.matchMedia(DARK_SCHEME) : null;
  // Indigo's toggle stores the visitor's choice where frontend-platform reads it; Indigo itself honours
  // it only while its key is on (tutor-indigo components/AddDarkTheme.jsx).
  const stored = settings.indigoDarkToggle ? readItem('local', SELECTED_VARIANT_KEY) : null;
  const variantOf = (theme: ParagonTheme) =>
    chooseVariant(theme, { stored, prefersDark: scheme?.matches ?? false });

  const loads: Promise<unknown>[] = [];
  if (paragonTheme !== null) {
    let shown = variantOf(paragonTheme);
    let themeSheet = themeStyle(doc, paragonTheme, shown);
    if (themeSheet) {
      doc.head.append(themeSheet);
      loads.push(loaded(themeSheet).then((ok) => ok && markVariant(doc, paragonTheme, shown)));
    }
    // The colour scheme may change while the page is open (a phone at dusk): follow it, unless chosen.
    if (stored === null) {
      scheme?.addEventListener('change', () => {
        const next = variantOf(paragonTheme);
        if (next === shown) return;
        shown = next;
        const replacement = themeStyle(doc, paragonTheme, next);
        themeSheet?.remove();
        themeSheet = replacement;
        if (!replacement) return;
        doc.head.append(replacement);
        void Promise.all([loaded(replacement), readableText.load()]).then(([ok, { applyReadableText }]) => {
          if (ok) markVariant(doc, paragonTheme, next);
          applyReadableText(doc);
        });
      });
    }
  }
  if (brandCssUrl !== null) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = brandCssUrl;
    doc.head.append(link);
    loads.push(loaded(link));
  }
  // A page rendered on the server came with the default look's stylesheets (server-render/themeHead.ts):
  // they go once these are in, which the same addresses make a cached, unchanged look.
  const served = [...doc.querySelectorAll(`[${SERVER_THEME_ATTRIBUTE}]`)];
  // A chunk that fails to load leaves the theme's own text colours, as before the check.
  const check = readableText.load().catch(() => null);
  const all = Promise.all([check, ...loads]).then(([module]) => {
    for (const element of served) element.remove();
    module?.applyReadableText(doc);
  });
  return Promise.race([all, new Promise<void>((resolve) => setTimeout(resolve, THEME_WAIT_MS))]);
}

/** One `<style>` importing the variant's brand stylesheets into the `openedx-brand` layer; null if none. */
function themeStyle(doc: Document, theme: ParagonTheme, variant: string | null): HTMLStyleElement | null {
  const imports = themeImports(theme, variant);
  if (imports === null) return null;
  const style = doc.createElement('style');
  style.dataset.paragonTheme = variant ?? '';
  style.textContent = imports;
  return style;
}

/** Whether every stylesheet the element brings loaded (a failed `@import` fires `error`). */
function loaded(element: HTMLStyleElement | HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(true), { once: true });
    element.addEventListener('error', () => resolve(false), { once: true });
  });
}

/**
 * Names the shown variant on `<html>` as frontend-platform does, so that brand CSS keyed on it
 * applies; the dark default also darkens the browser's own controls and scroll bars.
 */
function markVariant(doc: Document, theme: ParagonTheme, variant: string | null): void {
  const root = doc.documentElement;
  if (variant === null) root.removeAttribute(VARIANT_ATTRIBUTE);
  else root.setAttribute(VARIANT_ATTRIBUTE, variant);
  root.style.colorScheme = variant !== null && variant === theme.dark ? 'dark' : '';
}
