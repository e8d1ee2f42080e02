import { describe, expect, it } from 'vitest';
import { perLocale } from './perLocale.ts';

describe('perLocale', () => {
  it('makes one value per locale and hands the same one back', () => {
    const made: string[] = [];
    const get = perLocale((locale) => {
      made.push(locale);
      return { locale };
    });
    const en = get('en');
    expect(get('en')).toBe(en);
    const ar = get('ar');
    expect(ar).not.toBe(en);
    expect(ar.locale).toBe('ar');
    expect(get('ar')).toBe(ar);
    expect(made).toEqual(['en', 'ar']);
  });

  it('keeps nothing for a locale it could not make a value for', () => {
    let calls = 0;
    const get = perLocale((locale) => {
      calls += 1;
      if (locale === 'bad') throw new RangeError('bad locale');
      return locale;
    });
    expect(() => get('bad')).toThrow(RangeError);
    expect(() => get('bad')).toThrow(RangeError);
    expect(calls).toBe(2);
    expect(get('fr')).toBe('fr');
  });
});
