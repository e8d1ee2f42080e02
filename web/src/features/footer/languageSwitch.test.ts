import { describe, expect, it } from 'vitest';
import { oneEntryPerDictionary } from './languageSwitch.ts';

const list = (...codes: string[]) => codes.map((code) => ({ code, name: code }));
const codes = (languages: readonly { code: string }[]) => languages.map((language) => language.code);

describe('oneEntryPerDictionary', () => {
  it.each([
    [
      'two codes of one dictionary: the dictionary’s own code',
      list('en', 'fa-IR', 'fa', 'ar'),
      null,
      ['en', 'fa', 'ar'],
    ],
    ['the current language’s code wins', list('en', 'fa-IR', 'fa', 'ar'), 'fa-IR', ['en', 'fa-IR', 'ar']],
    ['current in another spelling', list('en', 'fa-IR', 'fa'), 'fa_ir', ['en', 'fa-IR']],
    ['neither is the dictionary’s own: the first listed', list('pt-PT', 'pt', 'en'), null, ['pt-PT', 'en']],
    ['a code without a dictionary reads English: one English entry', list('en', 'ca'), null, ['en']],
    ['every dictionary once: nothing dropped', list('de-DE', 'fr', 'ar'), 'fr', ['de-DE', 'fr', 'ar']],
    ['the server’s order stays', list('fa', 'en', 'fa-IR'), 'fa-IR', ['en', 'fa-IR']],
    ['empty', [], null, []],
  ])('%s', (_, languages, current, expected) => {
    expect(codes(oneEntryPerDictionary(languages, current))).toEqual(expected);
  });
});
