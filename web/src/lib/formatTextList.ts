/**
 * "A, B and C" for text from the server. react-intl's `formatList` maps each part back through a
 * plain object (`richValues[part] || part`), so an item named "__proto__", "constructor" or
 * "toString" comes back as an object or a function, and rendering it crashes the section.
 * `Intl.ListFormat` itself only ever returns a string.
 */
export function formatTextList(locale: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(items);
  } catch {
    return items.join(', ');
  }
}
