/**
 * The operator's look in a page rendered on the server: the head elements the browser's start-up
 * would add (config/applyTheme.ts), for a visitor whose choice the server cannot know, so the default
 * (light) variant. In the head they hold the first paint until they are in: the page is drawn in the
 * operator's look from the start. The browser's start-up adds its own for the visitor, then removes
 * these (marked SERVER_THEME_ATTRIBUTE).
 */
import { SERVER_THEME_ATTRIBUTE } from '../config/applyTheme.ts';
import type { BaseSettings } from '../config/baseSettings.ts';
import { chooseVariant, themeImports } from '../config/paragonTheme.ts';
import { escapeXml } from '../seo/sitemapXml.ts';

export function themeHead({
  paragonTheme,
  brandCssUrl,
}: Pick<BaseSettings, 'paragonTheme' | 'brandCssUrl'>): string {
  const elements: string[] = [];
  if (paragonTheme !== null) {
    const imports = themeImports(
      paragonTheme,
      chooseVariant(paragonTheme, { stored: null, prefersDark: false }),
    );
    // A URL is serialised with `<` percent-encoded; escaped again in CSS all the same, `</style>` cannot occur.
    if (imports !== null)
      elements.push(`<style ${SERVER_THEME_ATTRIBUTE}="">${imports.replaceAll('<', '\\3c ')}</style>`);
  }
  if (brandCssUrl !== null) {
    elements.push(`<link rel="stylesheet" href="${escapeXml(brandCssUrl)}" ${SERVER_THEME_ATTRIBUTE}=""/>`);
  }
  return elements.join('');
}
