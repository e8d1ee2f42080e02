import { textDirection } from './locales.ts';

/** `lang` and `dir` on <html>, so assistive technology and the CSS logical properties follow the locale. */
export function applyLocale(root: HTMLElement, locale: string): void {
  root.lang = locale;
  root.dir = textDirection(locale);
}
