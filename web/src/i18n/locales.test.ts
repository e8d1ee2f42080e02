import { describe, expect, it } from 'vitest';
import { DICTIONARIES, dictionaryFor, textDirection } from './locales.ts';

describe('dictionaryFor', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['en', 'en'],
    ['fa-IR', 'fa'],
    ['fa-ir', 'fa'],
    ['de', 'de-de'],
    ['DE_de', 'de-de'],
    ['zh-HK', 'zh-hk'],
    ['pt-br', 'pt-pt'],
    ['ko-kr', 'en'],
  ])('%j reads %s when every dictionary ships', (requested, expected) => {
    expect(dictionaryFor(requested, DICTIONARIES)).toBe(expected);
  });

  it('falls back to English when the dictionary does not ship yet', () => {
    expect(dictionaryFor('ar', ['en'])).toBe('en');
    expect(dictionaryFor('fa-IR', ['en', 'fa'])).toBe('fa');
  });
});

describe('textDirection', () => {
  it.each([
    ['ar', 'rtl'],
    ['fa', 'rtl'],
    ['fa-ir', 'rtl'],
    ['he', 'rtl'],
    ['en', 'ltr'],
    ['zh-hk', 'ltr'],
    ['es-419', 'ltr'],
  ])('%s is %s', (locale, expected) => {
    expect(textDirection(locale)).toBe(expected);
  });
});
