import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  SUPPORTED_LOCALES,
  bodyClassFor,
  dictionaryFor,
  localeFor,
  resolveLocale,
  textDirection,
} from './locales.ts';

const RELEASED = [
  'en',
  'ar',
  'fa-ir',
  'fa',
  'de-de',
  'it-it',
  'tr-tr',
  'pt-pt',
  'es-419',
  'fr',
  'zh-cn',
  'zh-hk',
];
const ALL = [
  ...RELEASED,
  ...['ca', 'he', 'id', 'ko-kr', 'pl', 'pt-br', 'ru', 'th', 'uk', 'pt', 'it', 'de', 'hi', 'fr-ca', 'tr'],
];

describe('the locale table', () => {
  it('has every supported code once, and exactly the released ones marked released', () => {
    const codes = SUPPORTED_LOCALES.map((locale) => locale.code);
    expect([...codes].sort()).toEqual([...ALL].sort());
    expect(
      SUPPORTED_LOCALES.filter((locale) => locale.released)
        .map((locale) => locale.code)
        .sort(),
    ).toEqual([...RELEASED].sort());
  });

  it('points every code at a dictionary that ships, with a valid Intl locale', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(DICTIONARIES).toContain(locale.dictionary);
      expect(Intl.getCanonicalLocales(locale.intl)).toHaveLength(1);
    }
  });

  it.each([
    ['en', 'en', 'ltr', 'en'],
    ['ar', 'ar', 'rtl', 'ar'],
    ['fa-IR', 'fa', 'rtl', 'fa-IR'],
    ['fa_ir', 'fa', 'rtl', 'fa-IR'],
    ['fa', 'fa', 'rtl', 'fa'],
    ['zh-cn', 'zh-cn', 'ltr', 'zh-CN'],
    ['ZH-HK', 'zh-hk', 'ltr', 'zh-HK'],
    ['es-419', 'es-419', 'ltr', 'es-419'],
    ['de', 'de-de', 'ltr', 'de-DE'],
    ['de-AT', 'de-de', 'ltr', 'de-DE'],
    ['pt-br', 'pt-pt', 'ltr', 'pt-PT'],
    ['fr-ca', 'fr', 'ltr', 'fr'],
    // No dictionary of their own: English, silently, and laid out as English.
    ['he', 'en', 'ltr', 'en'],
    ['ko-kr', 'en', 'ltr', 'en'],
    ['ru', 'en', 'ltr', 'en'],
    ['xx-unknown', 'en', 'ltr', 'en'],
    ['', 'en', 'ltr', 'en'],
    [null, 'en', 'ltr', 'en'],
  ])('%j reads %s, %s, Intl %s', (code, dictionary, direction, intl) => {
    expect(localeFor(code)).toMatchObject({ dictionary, direction, intl });
  });
});

describe('resolveLocale: a dictionary an operator added (make pull_translations) is read by its code', () => {
  const withAdded = [...DICTIONARIES, 'uk', 'sw', 'he', 'pt-br', 'de'];
  it.each([
    ['uk', 'uk', 'uk', 'ltr', 'uk'],
    ['uk-UA', 'uk', 'uk', 'ltr', 'uk'],
    ['sw', 'sw', 'sw', 'ltr', 'sw'],
    ['he', 'he', 'he', 'rtl', 'he'],
    ['pt_BR', 'pt-br', 'pt-br', 'ltr', 'pt-BR'],
    ['de', 'de', 'de', 'ltr', 'de'],
    ['de-AT', 'de', 'de', 'ltr', 'de'],
    // What the table reads already stays its row.
    ['de-DE', 'de-de', 'de-de', 'ltr', 'de-DE'],
    ['fa-IR', 'fa-ir', 'fa', 'rtl', 'fa-IR'],
    ['fr-CA', 'fr-ca', 'fr', 'ltr', 'fr'],
    ['pt', 'pt', 'pt-pt', 'ltr', 'pt-PT'],
    ['ru', 'ru', 'en', 'ltr', 'en'],
    ['', 'en', 'en', 'ltr', 'en'],
  ])('%j is %s, reads %s, %s, Intl %s', (code, resolved, dictionary, direction, intl) => {
    expect(resolveLocale(code, withAdded)).toMatchObject({ code: resolved, dictionary, direction, intl });
  });

  it('is the table alone when the build has only the shipped dictionaries', () => {
    for (const code of [...ALL, 'sw', 'uk-ua', 'xx']) {
      expect(resolveLocale(code, DICTIONARIES)).toEqual(localeFor(code));
    }
  });
});

describe('dictionaryFor', () => {
  it('falls back to English when the dictionary is not in the build', () => {
    expect(dictionaryFor('ar', ['en'])).toBe('en');
    expect(dictionaryFor('fa-IR', ['en', 'fa'])).toBe('fa');
  });
});

describe('textDirection and bodyClassFor', () => {
  it.each([
    ['ar', 'rtl', 'lang_ar'],
    ['fa', 'rtl', 'lang_fa'],
    ['fa-ir', 'rtl', 'lang_fa'],
    ['en', 'ltr', null],
    ['he', 'ltr', null],
    ['zh-hk', 'ltr', null],
  ])('%s is %s with body class %s', (code, direction, bodyClass) => {
    expect(textDirection(code)).toBe(direction);
    expect(bodyClassFor(code)).toBe(bodyClass);
  });
});
