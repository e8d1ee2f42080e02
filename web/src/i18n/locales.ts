/**
 * The interface languages (docs/product-rules.md, "Languages"): every locale code the platform may send, whether it is released,
 * which dictionary it reads, which way it is written and its `Intl` locale. Codes are compared
 * lower-case with `-`, as the LMS, the language cookie and browsers vary in case and separator.
 * A dictionary an operator adds with `make pull_translations` (uk, sw) is read by its own code.
 */
import { BUILD_DICTIONARIES } from './dictionaries.ts';

export const DEFAULT_LOCALE = 'en';

/** The dictionaries that ship (src/i18n/messages); every code the table knows reads one of these. */
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

export interface Locale {
  code: string;
  /** Offered to learners by the spec's release list (the server's active list decides what is shown). */
  released: boolean;
  /** The name of its dictionary's file (`fr`, `pt-pt`, or one an operator added). */
  dictionary: string;
  /** The direction of the text on screen: a code that reads the English dictionary is left to right. */
  direction: 'ltr' | 'rtl';
  /** For dates, numbers and prices (Persian and Arabic digits come from these). */
  intl: string;
}

/**
 * A code without a dictionary of its own reads one of the same language when there is one (a reader
 * in Quebec prefers French to English), otherwise English, silently.
 */
const TABLE: readonly Locale[] = [
  { code: 'en', released: true, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'ar', released: true, dictionary: 'ar', direction: 'rtl', intl: 'ar' },
  { code: 'fa-ir', released: true, dictionary: 'fa', direction: 'rtl', intl: 'fa-IR' },
  { code: 'fa', released: true, dictionary: 'fa', direction: 'rtl', intl: 'fa' },
  { code: 'es-419', released: true, dictionary: 'es-419', direction: 'ltr', intl: 'es-419' },
  { code: 'fr', released: true, dictionary: 'fr', direction: 'ltr', intl: 'fr' },
  { code: 'zh-cn', released: true, dictionary: 'zh-cn', direction: 'ltr', intl: 'zh-CN' },
  { code: 'zh-hk', released: true, dictionary: 'zh-hk', direction: 'ltr', intl: 'zh-HK' },
  { code: 'pt-pt', released: true, dictionary: 'pt-pt', direction: 'ltr', intl: 'pt-PT' },
  { code: 'it-it', released: true, dictionary: 'it-it', direction: 'ltr', intl: 'it-IT' },
  { code: 'de-de', released: true, dictionary: 'de-de', direction: 'ltr', intl: 'de-DE' },
  { code: 'tr-tr', released: true, dictionary: 'tr-tr', direction: 'ltr', intl: 'tr-TR' },
  { code: 'ca', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'he', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'id', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'ko-kr', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'pl', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'pt-br', released: false, dictionary: 'pt-pt', direction: 'ltr', intl: 'pt-PT' },
  { code: 'ru', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'th', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'uk', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'pt', released: false, dictionary: 'pt-pt', direction: 'ltr', intl: 'pt-PT' },
  { code: 'it', released: false, dictionary: 'it-it', direction: 'ltr', intl: 'it-IT' },
  { code: 'de', released: false, dictionary: 'de-de', direction: 'ltr', intl: 'de-DE' },
  { code: 'hi', released: false, dictionary: 'en', direction: 'ltr', intl: 'en' },
  { code: 'fr-ca', released: false, dictionary: 'fr', direction: 'ltr', intl: 'fr' },
  { code: 'tr', released: false, dictionary: 'tr-tr', direction: 'ltr', intl: 'tr-TR' },
];

export const SUPPORTED_LOCALES: readonly Locale[] = TABLE;

const ENGLISH = TABLE[0] as Locale;
const BY_CODE = new Map(TABLE.map((locale) => [locale.code, locale]));

/** `fa_IR`, ` FA-ir ` → `fa-ir`. */
export function normaliseCode(code: string | null | undefined): string {
  return code?.trim().toLowerCase().replace(/_/g, '-') ?? '';
}

/**
 * The table's row for a code: the exact code, else the row of its language ("de-AT" → "de"), else a
 * row of the same language ("zh-TW" → "zh-cn"); English for anything else.
 */
function tableLocale(wanted: string): Locale {
  if (wanted === '') return ENGLISH;
  const language = wanted.split('-')[0] ?? wanted;
  return (
    BY_CODE.get(wanted) ??
    BY_CODE.get(language) ??
    TABLE.find((locale) => locale.code.split('-')[0] === language) ??
    ENGLISH
  );
}

/** Languages written right to left, for a dictionary the table does not know (its rows say their own). */
const RIGHT_TO_LEFT = new Set(['ar', 'fa', 'he', 'ur', 'ps', 'ckb', 'dv', 'yi', 'sd', 'ug']);

function intlLocale(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** A dictionary an operator added: not in the spec's release list, laid out as its language is written. */
function addedLocale(dictionary: string): Locale {
  const language = dictionary.split('-')[0] ?? dictionary;
  return {
    code: dictionary,
    released: false,
    dictionary,
    direction: RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr',
    intl: intlLocale(dictionary),
  };
}

/**
 * A code's locale among the dictionaries of a build: a dictionary named after the code, or after its
 * language ("uk-UA" → "uk"), that is not what the table reads already, is one an operator added, and
 * wins ("uk", "pt-BR", "sw"); otherwise the table's row (tableLocale).
 */
export function resolveLocale(code: string | null | undefined, dictionaries: readonly string[]): Locale {
  const wanted = normaliseCode(code);
  const fromTable = tableLocale(wanted);
  const own = [wanted, wanted.split('-')[0] ?? wanted].find(
    (name) => name !== '' && dictionaries.includes(name),
  );
  return own === undefined || own === fromTable.dictionary ? fromTable : addedLocale(own);
}

/** A code's locale in this build (resolveLocale over the dictionaries it was built with). */
export function localeFor(code: string | null | undefined): Locale {
  return resolveLocale(code, BUILD_DICTIONARIES);
}

/** The dictionary a code reads, among those present in this build (English when its own is absent). */
export function dictionaryFor(code: string | null | undefined, available: readonly string[]): string {
  const { dictionary } = resolveLocale(code, available);
  return available.includes(dictionary) ? dictionary : DEFAULT_LOCALE;
}

export function textDirection(dictionary: string): 'rtl' | 'ltr' {
  return localeFor(dictionary).direction;
}

/** The body class the spec asks for (§4 "Body class"): it selects the Arabic-script web font. */
export function bodyClassFor(code: string): 'lang_fa' | 'lang_ar' | null {
  const dictionary = localeFor(code).dictionary;
  if (dictionary === 'fa') return 'lang_fa';
  if (dictionary === 'ar') return 'lang_ar';
  return null;
}
