/** Languages whose numbers Intl writes with ASCII digits by default (unlike Arabic and Persian). */
const ASCII_DIGITS = new Set(['en', 'es', 'fr', 'zh', 'pt', 'it', 'de', 'tr']);

/**
 * What `new Intl.NumberFormat(locale).format(value)` gives a whole number from 0 to 999 (no sign, no
 * grouping) in a language written with ASCII digits, without building the formatter: a page's first
 * NumberFormat loads ICU's number data, ~150 ms of main thread on a slow phone. Undefined otherwise
 * (other languages, a numbering-system extension, anything else), and the caller asks Intl.
 */
export function plainInteger(locale: string, value: unknown): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 999) return undefined;
  if (Object.is(value, -0) || /-[ux]-/i.test(locale)) return undefined;
  const language = /^[a-z]+/i.exec(locale)?.[0].toLowerCase() ?? '';
  return ASCII_DIGITS.has(language) ? String(value) : undefined;
}
