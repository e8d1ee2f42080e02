import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { formatElements, type ElementFormatters } from './formatElements.ts';

function memo<F>(make: (key: string) => F): (key: string) => F {
  const made = new Map<string, F>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as F;
  };
}

const numberFormat = memo((key) => new Intl.NumberFormat(...(JSON.parse(key) as [string, object?])));
const pluralRules = memo((key) => new Intl.PluralRules(...(JSON.parse(key) as [string, object?])));
const formatters: ElementFormatters = {
  getNumberFormat: (locale, options = {}) => numberFormat(JSON.stringify([locale, options])),
  getPluralRules: (locale, options = {}) => pluralRules(JSON.stringify([locale, options])),
};

const referenceFormats = new Map<MessageFormatElement[], IntlMessageFormat>();

/** What intl-messageformat answers, or the fact that it throws. */
function reference(elements: MessageFormatElement[], locale: string, values: Record<string, unknown>) {
  try {
    let format = referenceFormats.get(elements);
    if (!format) referenceFormats.set(elements, (format = new IntlMessageFormat(elements, locale)));
    return { value: format.format(values as never) };
  } catch {
    return { threw: true };
  }
}

function ours(elements: MessageFormatElement[], locale: string, values: Record<string, unknown>) {
  try {
    return { value: formatElements(elements, locale, formatters, values) };
  } catch {
    return { threw: true };
  }
}

/** Every argument a message names, with the kind of element that names it. */
function argumentsOf(elements: readonly MessageFormatElement[], found = new Map<string, TYPE[]>()) {
  for (const element of elements) {
    if (!('value' in element) || element.type === TYPE.literal) continue;
    found.set(element.value, [...(found.get(element.value) ?? []), element.type]);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    }
    if ('children' in element) argumentsOf(element.children, found);
  }
  return found;
}

/** Counts that reach every plural category of the eleven languages (Arabic's zero…many, Russian, Polish). */
const COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 100, 101, 102, 111, 1000, 1234567, 1.5, -1];

/** A tag wraps its chunks in an object, so the answer is a list, as rich text is. */
const tag = (chunks: unknown[]) => ({ tag: chunks });

/** Value sets for a message: each count for its numbers, each case of its selects, text elsewhere. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const args = argumentsOf(elements);
  const selectCases = new Map<string, string[]>();
  const collectCases = (list: readonly MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.select)
        selectCases.set(element.value, [...Object.keys(element.options), 'unlisted']);
      if ('options' in element)
        for (const option of Object.values(element.options)) collectCases(option.value);
      if ('children' in element) collectCases(element.children);
    }
  };
  collectCases(elements);
  const sets: Record<string, unknown>[] = [];
  const size = Math.max(COUNTS.length, ...[...selectCases.values()].map((cases) => cases.length));
  for (let index = 0; index < size; index += 1) {
    const values: Record<string, unknown> = {};
    for (const [name, kinds] of args) {
      if (kinds.includes(TYPE.tag)) values[name] = tag;
      else if (kinds.includes(TYPE.select)) {
        const cases = selectCases.get(name) ?? ['other'];
        values[name] = cases[index % cases.length];
      } else if (kinds.includes(TYPE.plural) || kinds.includes(TYPE.number))
        values[name] = COUNTS[index % COUNTS.length];
      else values[name] = index % 3 === 0 ? 'Ada' : index % 3 === 1 ? 42 : { element: index };
    }
    sets.push(values);
  }
  return sets;
}

const compiledDir = join(import.meta.dirname, 'compiled');
const catalogues = readdirSync(compiledDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    locale: file.replace(/\.json$/, ''),
    messages: JSON.parse(readFileSync(join(compiledDir, file), 'utf8')) as Record<
      string,
      MessageFormatElement[]
    >,
  }));

describe('formatElements answers as intl-messageformat', () => {
  it('finds the eleven catalogues', () => {
    expect(catalogues.map((c) => c.locale).sort()).toEqual(
      ['ar', 'de-de', 'en', 'es-419', 'fa', 'fr', 'it-it', 'pt-pt', 'tr-tr', 'zh-cn', 'zh-hk'].sort(),
    );
  });

  it.each(catalogues)('for every message of $locale, with every kind of value', ({ locale, messages }) => {
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(100);
    for (const id of ids) {
      const elements = messages[id] ?? [];
      for (const values of valueSets(elements)) {
        expect(ours(elements, locale, values), `${locale} ${id} ${JSON.stringify(values)}`).toEqual(
          reference(elements, locale, values),
        );
      }
      // A message with arguments and no values fails as intl-messageformat's does.
      expect(ours(elements, locale, {}), `${locale} ${id} without values`).toEqual(
        reference(elements, locale, {}),
      );
    }
  });

  const cases: [string, string, Record<string, unknown>][] = [
    ['text only', 'Hello', {}],
    ['an argument that is a number shows as written', 'Page {n}', { n: 12345 }],
    ['an empty argument', 'A{x}B', { x: null }],
    ['a number', 'Total {n, number}', { n: 12345.5 }],
    [
      'an exact case wins over the category',
      '{n, plural, =1 {just one} one {# one} other {# more}}',
      { n: 1 },
    ],
    ['# inside a tag in a plural', '{n, plural, other {<b>#</b> items}}', { n: 3, b: tag }],
    [
      '# in a select inside a plural shows nothing',
      '{n, plural, other {{k, select, a {# a} other {#}}}}',
      { n: 2, k: 'a' },
    ],
    ['an ordinal', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }],
    ['an offset', '{n, plural, offset:1 =0 {none} one {# other} other {# others}}', { n: 3 }],
    ['a tag that is not a function', 'Read <b>this</b>', { b: 'bold' }],
    ['a number style', '{n, number, percent}', { n: 0.5 }],
    ['a date', '{d, date, short}', { d: 0 }],
    ['a value that is an element beside text', 'Hi {who}!', { who: { element: 1 } }],
    ['a tag answering a list', '<b>x</b>y', { b: (chunks: unknown[]) => ['[', ...chunks, ']'] }],
  ];

  it.each(cases)('%s', (_, text, values) => {
    const elements = parse(text);
    const expected = reference(elements, 'en', values);
    // The number styles and dates no catalogue uses throw: the caller shows the English default.
    if (text.includes('percent') || text.includes('date'))
      expect(ours(elements, 'en', values)).toEqual({ threw: true });
    else expect(ours(elements, 'en', values)).toEqual(expected);
  });

  it('fails on a select without the case or other, as intl-messageformat does', () => {
    const elements: MessageFormatElement[] = [
      { type: TYPE.select, value: 'k', options: { a: { value: [{ type: TYPE.literal, value: 'A' }] } } },
    ];
    expect(ours(elements, 'en', { k: 'a' })).toEqual({ value: 'A' });
    expect(ours(elements, 'en', { k: 'b' })).toEqual({ threw: true });
    expect(reference(elements, 'en', { k: 'b' })).toEqual({ threw: true });
  });

  it('covers plural categories beyond one and other (Arabic, Polish)', () => {
    const elements = parse('{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}');
    const shown = (locale: string) => COUNTS.map((n) => ours(elements, locale, { n }).value).join('');
    expect(new Set(shown('ar'))).toEqual(new Set(['z', 'o', 't', 'f', 'm', 'x']));
    expect(shown('pl')).toContain('m');
    expect(shown('ar')).toBe(COUNTS.map((n) => reference(elements, 'ar', { n }).value).join(''));
  });
});
