import { bodyClassFor, type Locale } from './locales.ts';

const BODY_CLASSES = ['lang_fa', 'lang_ar'];

/**
 * `lang` and `dir` on <html> (assistive technology, hyphenation and the CSS logical properties follow
 * them) and the body class of the spec (§4), which selects the Arabic-script font
 * (arabicScriptFont.css): its glyph files are fetched only when text in that font is shown.
 */
export function applyLocale(document: Document, locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale.intl;
  root.dir = locale.direction;
  const bodyClass = bodyClassFor(locale.dictionary);
  document.body.classList.remove(...BODY_CLASSES);
  if (bodyClass !== null) document.body.classList.add(bodyClass);
}
