import { describe, expect, it } from 'vitest';
import { plainInteger } from './plainInteger.ts';

// Every Intl locale the interface formats with (locales.ts), and some a browser may add.
const LATIN_DIGITS = [
  'en',
  'en-US',
  'es-419',
  'fr',
  'fr-CA',
  'zh-CN',
  'zh-HK',
  'pt-PT',
  'it-IT',
  'de-DE',
  'tr-TR',
];
const OTHER_DIGITS = ['ar', 'fa', 'fa-IR', 'en-u-nu-arab', 'fr-x-private', 'hi-IN', 'bn'];
const WHOLE = [0, 1, 7, 42, 100, 999];

describe('plainInteger', () => {
  it.each(LATIN_DIGITS)('writes 0 to 999 in %s as Intl.NumberFormat does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const value of WHOLE) expect(plainInteger(locale, value)).toBe(intl.format(value));
  });

  it.each(OTHER_DIGITS)('leaves %s to Intl', (locale) => {
    for (const value of WHOLE) expect(plainInteger(locale, value)).toBeUndefined();
  });

  it.each([
    ['a negative number', -1],
    ['minus zero', -0],
    ['a fraction', 1.5],
    ['a number with grouping', 1000],
    ['not a number', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['a numeric string', '3'],
    ['a bigint', 3n],
  ])('leaves %s to Intl', (_, value) => {
    expect(plainInteger('en', value)).toBeUndefined();
  });
});
