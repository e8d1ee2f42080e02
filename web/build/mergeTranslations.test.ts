import { describe, expect, it } from 'vitest';
import {
  dictionaryName,
  fallbackDictionary,
  mergeCatalogue,
  planDictionaries,
  refusal,
} from './mergeTranslations.ts';

describe('dictionaryName', () => {
  it.each([
    ['fr.json', 'fr'],
    ['es_419.json', 'es-419'],
    ['zh_CN.json', 'zh-cn'],
    ['pt_PT.json', 'pt-pt'],
    ['de_DE.json', 'de-de'],
    ['fr-CA.json', 'fr-ca'],
    ['uk.json', 'uk'],
    ['ckb.json', 'ckb'],
    ['transifex_input.json', null],
    ['README.md', null],
    ['fr.json.orig', null],
    ['.json', null],
  ])('%s → %s', (file, name) => {
    expect(dictionaryName(file)).toBe(name);
  });
});

describe('fallbackDictionary', () => {
  const shipped = ['en', 'fr', 'pt-pt', 'de-de', 'zh-cn', 'zh-hk'];
  it.each([
    ['fr', 'fr'],
    ['fr-ca', 'fr'],
    ['pt-br', 'pt-pt'],
    ['de', 'de-de'],
    ['zh-tw', 'zh-cn'],
    ['uk', 'en'],
    ['sw', 'en'],
  ])('%s falls back to %s', (name, fallback) => {
    expect(fallbackDictionary(name, shipped)).toBe(fallback);
  });
});

describe('refusal', () => {
  it.each([
    ['Bonjour', 'Hello', null],
    [
      '{count, plural, one {# cours} other {# cours}}',
      '{count, plural, one {# course} other {# courses}}',
      null,
    ],
    ['Par <b>{name}</b>', 'By <b>{name}</b>', null],
    // Leaving a value out is the translator's choice; naming one the code does not give is not.
    ['Cours', '{count} courses', null],
    ['{count, plural, one {# cours}', '{count} courses', /is not ICU MessageFormat/],
    ['Bonjour {nom}', 'Hello {name}', /uses \{nom\}, which the code does not give/],
    ['<i>Bonjour</i>', 'Hello', /uses \{i\}/],
    ['{n, select, a {{x}} other {y}}', '{n, select, a {a} other {b}}', /uses \{x\}/],
  ])('%j for %j: %s', (text, english, expected) => {
    const why = refusal(text, english);
    if (expected === null) expect(why).toBeNull();
    else expect(why).toMatch(expected);
  });
});

describe('mergeCatalogue', () => {
  const used = { 'a.one': 'One', 'a.two': 'Two {n}', 'a.three': 'Three' };
  const shipped = { 'a.one': 'Un', 'a.two': 'Deux {n}', 'a.three': 'Trois' };

  it.each([
    {
      case: 'a pulled text wins, a missing one falls back to the shipped dictionary',
      pulled: { 'a.one': 'Premier' },
      catalogue: { 'a.one': 'Premier', 'a.two': 'Deux {n}', 'a.three': 'Trois' },
      warnings: [],
    },
    {
      case: 'an id the code does not use is dropped, with a warning',
      pulled: { 'a.gone': 'Parti', 'a.three': 'Trois !' },
      catalogue: { 'a.one': 'Un', 'a.two': 'Deux {n}', 'a.three': 'Trois !' },
      warnings: ['"a.gone" is not used by Atrium; dropped'],
    },
    {
      case: 'a text that is not ICU is refused and the shipped one kept',
      pulled: { 'a.two': 'Deux {n' },
      catalogue: shipped,
      warnings: [expect.stringMatching(/^"a.two" is not ICU MessageFormat .*; the shipped text is kept$/)],
    },
    {
      case: 'a value the code does not give is refused',
      pulled: { 'a.two': 'Deux {m}' },
      catalogue: shipped,
      warnings: ['"a.two" uses {m}, which the code does not give; the shipped text is kept'],
    },
    {
      case: 'an empty text is untranslated: it falls back quietly',
      pulled: { 'a.one': '', 'a.three': '  ' },
      catalogue: shipped,
      warnings: [],
    },
    {
      case: 'a text that is not a string is refused',
      pulled: { 'a.one': 1 },
      catalogue: shipped,
      warnings: ['"a.one" is not a text; the shipped one is kept'],
    },
  ])('$case', ({ pulled, catalogue, warnings }) => {
    const merged = mergeCatalogue(JSON.stringify(pulled), shipped, used);
    expect(merged.catalogue).toEqual(catalogue);
    // In the code's order, so that a dictionary written back unchanged is byte for byte the same.
    expect(Object.keys(merged.catalogue)).toEqual(Object.keys(used));
    expect(merged.warnings).toEqual(warnings);
  });

  it.each(['{"a.one": ', '[]', '"text"', 'null'])('keeps the shipped texts when the file is %j', (json) => {
    const merged = mergeCatalogue(json, shipped, used);
    expect(merged.catalogue).toEqual(shipped);
    expect(merged.warnings).toEqual([expect.stringMatching(/^is not a JSON object/)]);
  });

  it('fills a dictionary of its own from English when the fallback lacks an id', () => {
    expect(mergeCatalogue('{"a.one": "Один"}', {}, used).catalogue).toEqual({
      'a.one': 'Один',
      'a.two': 'Two {n}',
      'a.three': 'Three',
    });
  });
});

describe('planDictionaries', () => {
  const used = { 'h.signIn': 'Sign In', 'h.register': 'Register' };
  const shipped = {
    en: used,
    fr: { 'h.signIn': 'Se connecter', 'h.register': 'S’inscrire' },
    'pt-pt': { 'h.signIn': 'Entrar', 'h.register': 'Registar' },
  };

  it('merges over a shipped dictionary, adds a new language and leaves the rest as shipped', () => {
    const plan = planDictionaries(
      shipped,
      {
        'fr.json': '{"h.signIn": "Connexion"}',
        'uk.json': '{"h.signIn": "Увійти"}',
        'pt_BR.json': '{"h.register": "Cadastre-se"}',
      },
      used,
    );
    expect(plan.dictionaries).toEqual({
      en: used,
      fr: { 'h.signIn': 'Connexion', 'h.register': 'S’inscrire' },
      'pt-pt': shipped['pt-pt'],
      'pt-br': { 'h.signIn': 'Entrar', 'h.register': 'Cadastre-se' },
      uk: { 'h.signIn': 'Увійти', 'h.register': 'Register' },
    });
    expect(plan.pulled).toEqual(['fr', 'pt-br', 'uk']);
    expect(plan.warnings).toEqual([]);
  });

  it('ignores English and files that are not dictionaries, saying so, and names the file of each warning', () => {
    const plan = planDictionaries(
      shipped,
      {
        'en.json': '{"h.signIn": "Log in"}',
        'transifex_input.json': '{}',
        'fr.json': '{"h.gone": "Parti"}',
      },
      used,
    );
    expect(plan.dictionaries).toEqual(shipped);
    expect(plan.pulled).toEqual(['fr']);
    expect(plan.warnings).toEqual([
      'en.json: English is the code’s own text and cannot be replaced here; ignored',
      'fr.json: "h.gone" is not used by Atrium; dropped',
      'transifex_input.json: not a language’s dictionary (<language>.json); ignored',
    ]);
  });
});
