/**
 * The interface languages (spec §1): which dictionary each locale code reads and which way it is
 * written. Locale codes are compared lower-case, as the LMS and the language cookie vary in case.
 */
export const DEFAULT_LOCALE = 'en';

/** One dictionary per released language; fa-IR reads the Persian one (spec §4). */
export const DICTIONARIES = [
  'en',
  'ar',
  'fa',
  'es-419',
  'fr',
  'zh-cn',
  'zh-hk',
  'pt-pt',
  'it-it',
  'de-de',
  'tr-tr',
] as const;

const ALIASES: Readonly<Record<string, string>> = { 'fa-ir': 'fa' };

const RTL_LANGUAGES: ReadonlySet<string> = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi']);

/**
 * The dictionary a requested locale reads among those that ship: the exact code, then its alias, then
 * one of the same language ("de" → "de-de"); otherwise English.
 */
export function dictionaryFor(requested: string | null | undefined, available: readonly string[]): string {
  const code = requested?.trim().toLowerCase().replace(/_/g, '-') ?? '';
  if (code === '') return DEFAULT_LOCALE;
  const candidates = [code, ALIASES[code]].filter((value): value is string => value !== undefined);
  const exact = candidates.find((candidate) => available.includes(candidate));
  if (exact) return exact;
  const language = code.split('-')[0];
  return available.find((dictionary) => dictionary.split('-')[0] === language) ?? DEFAULT_LOCALE;
}

export function textDirection(locale: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.has(locale.toLowerCase().split('-')[0] ?? '') ? 'rtl' : 'ltr';
}
