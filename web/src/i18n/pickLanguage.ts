/**
 * The text for the active language from a map keyed by language code (banner, footer): the exact code
 * (any case, `_` or `-`), then the same language without region ("fa-IR" → "fa"), then a regional form
 * of it ("de" → "de-DE"). Null when the language has none: no text in another language is shown.
 */
export function pickLanguage<T>(map: Readonly<Record<string, T>>, locale: string): T | null {
  const norm = (code: string) => code.trim().toLowerCase().replace(/_/g, '-');
  const wanted = norm(locale);
  const base = wanted.split('-')[0] ?? wanted;
  const entries = Object.entries(map).map(([code, value]) => [norm(code), value] as const);
  const found =
    entries.find(([code]) => code === wanted) ??
    entries.find(([code]) => code === base) ??
    entries.find(([code]) => code.split('-')[0] === base);
  return found ? found[1] : null;
}

/** A text for every language (a plain string) or by language code: the one to show in `locale`, or null. */
export function pickText(text: string | Readonly<Record<string, string>>, locale: string): string | null {
  const picked = typeof text === 'string' ? text : pickLanguage(text, locale);
  return picked?.trim() ? picked.trim() : null;
}
