import { perLocale } from './perLocale.ts';

/** The "A, B and C" formatter of `locale`, one per locale (each course card asks for it). */
export const conjunctionFormat = perLocale(
  (locale) => new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }),
);

/**
 * "A, B and C" for text from the server. react-intl's `formatList` maps each part back through a
 * plain object (`richValues[part] || part`), so an item named "__proto__", "constructor" or
 * "toString" comes back as an object or a function, and rendering it crashes the section.
 * `Intl.ListFormat` itself only ever returns a string.
 */
export function formatTextList(locale: string, items: readonly string[]): string {
  // Most courses have one instructor: no formatter to build (the first one costs ICU data).
  if (items.length <= 1) return items[0] ?? '';
  try {
    return conjunctionFormat(locale).format(items);
  } catch {
    return items.join(', ');
  }
}
