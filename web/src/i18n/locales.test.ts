import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  SUPPORTED_LOCALES,
  bodyClassFor,
  dictionaryFor,
  localeFor,
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
