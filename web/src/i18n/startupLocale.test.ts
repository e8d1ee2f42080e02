import { describe, expect, it } from 'vitest';
import { decideStartupLocale, type StartupInput } from './startupLocale.ts';

const ACTIVE = ['en', 'ar', 'fa-IR', 'fa', 'zh-cn'];
const input = (overrides: Partial<StartupInput>): StartupInput => ({
  cookie: null,
  activeCodes: ACTIVE,
  browserLocale: 'en-US',
  reloadedAlready: false,
  ...overrides,
});

describe('decideStartupLocale', () => {
  it.each<[string, Partial<StartupInput>, { locale: string; writeCookie: string | null; reload: boolean }]>([
    [
      'no cookie, browser in the first language: no cookie, no reload',
      {},
      { locale: 'en', writeCookie: null, reload: false },
    ],
    [
      'no cookie, browser in another language: cookie set to the first language, one reload',
      { browserLocale: 'fa-IR' },
      { locale: 'en', writeCookie: 'en', reload: true },
    ],
    [
      'no cookie, platform default Arabic, English browser',
      { activeCodes: ['ar', 'en'] },
      { locale: 'ar', writeCookie: 'ar', reload: true },
    ],
    [
      'no cookie, first language fa-IR: the cookie gets fa at once',
      { activeCodes: ['fa-IR', 'en'], browserLocale: 'fr' },
      { locale: 'fa', writeCookie: 'fa', reload: true },
    ],
    [
      'no cookie, browser in a regional form of the first language',
      { activeCodes: ['de-DE', 'en'], browserLocale: 'de' },
      { locale: 'de-de', writeCookie: null, reload: false },
    ],
    [
      'cookie equal to the first language',
      { cookie: 'en' },
      { locale: 'en', writeCookie: null, reload: false },
    ],
    [
      'cookie of another language wins',
      { cookie: 'zh-cn' },
      { locale: 'zh-cn', writeCookie: null, reload: false },
    ],
    ['cookie in another case', { cookie: 'ZH-CN' }, { locale: 'zh-cn', writeCookie: null, reload: false }],
    [
      'cookie fa-IR becomes fa with one reload',
      { cookie: 'fa-IR' },
      { locale: 'fa', writeCookie: 'fa', reload: true },
    ],
    ['cookie fa_ir too', { cookie: 'fa_ir' }, { locale: 'fa', writeCookie: 'fa', reload: true }],
    [
      'the languages call failed: the current language, nothing written',
      { activeCodes: null, browserLocale: 'ar' },
      { locale: 'ar', writeCookie: null, reload: false },
    ],
    [
      'the languages call failed with a cookie: the cookie',
      { activeCodes: null, cookie: 'fr' },
      { locale: 'fr', writeCookie: null, reload: false },
    ],
    [
      'an empty active list counts as a failure',
      { activeCodes: [] },
      { locale: 'en', writeCookie: null, reload: false },
    ],
    [
      'no browser language either: English',
      { activeCodes: null, browserLocale: null },
      { locale: 'en', writeCookie: null, reload: false },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(decideStartupLocale(input(overrides))).toEqual(expected);
  });

  it.each<[string, Partial<StartupInput>]>([
    ['fa-IR cookie', { cookie: 'fa-IR' }],
    ['no cookie and another browser language', { browserLocale: 'fa-IR' }],
  ])(
    'never reloads a second time in a visit (%s): the decided language shows without one',
    (_, overrides) => {
      const decision = decideStartupLocale(input({ ...overrides, reloadedAlready: true }));
      expect(decision.reload).toBe(false);
      expect(decision.writeCookie).not.toBeNull();
    },
  );
});
