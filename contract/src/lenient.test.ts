import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  count,
  flag,
  isoDate,
  languageMap,
  lenientArray,
  lenientRecord,
  listOrEmpty,
  objectOrDefaults,
  optionalNumber,
  optionalText,
  orNull,
  setDroppedItemReporter,
  text,
} from './lenient.ts';

const Item = z.object({ id: z.number(), name: z.string() });

interface Report {
  where: string;
  paths: PropertyKey[][];
}

function collectReports(): Report[] {
  const reports: Report[] = [];
  setDroppedItemReporter((where, issues) => {
    reports.push({ where, paths: issues.map((issue) => [...issue.path]) });
  });
  return reports;
}

afterEach(() => setDroppedItemReporter(() => {}));

describe('lenientArray', () => {
  const list = lenientArray(Item, 'thing');

  it('keeps good items in order, drops bad ones and reports each with where and why', () => {
    const reports = collectReports();
    const out = list.parse([
      { id: 1, name: 'one', extra: true },
      { id: 'two', name: 'two' },
      null,
      { id: 3, name: 'three' },
    ]);
    expect(out).toEqual([
      { id: 1, name: 'one' },
      { id: 3, name: 'three' },
    ]);
    expect(reports).toEqual([
      { where: 'thing', paths: [['id']] },
      { where: 'thing', paths: [[]] },
    ]);
  });

  it('does not report when every item is good', () => {
    const reports = collectReports();
    expect(list.parse([{ id: 1, name: 'a' }])).toEqual([{ id: 1, name: 'a' }]);
    expect(reports).toEqual([]);
  });

  it.each([null, undefined, 'not a list', { 0: { id: 1, name: 'a' } }])('rejects a non-array %j', (input) => {
    expect(list.safeParse(input).success).toBe(false);
  });
});

describe('listOrEmpty', () => {
  const list = listOrEmpty(Item, 'thing');

  it.each([null, undefined])('turns %j into an empty list', (input) => {
    expect(list.parse(input)).toEqual([]);
  });

  it('still drops bad items and reports them', () => {
    const reports = collectReports();
    expect(list.parse([{ id: 1, name: 'a' }, { id: 2 }])).toEqual([{ id: 1, name: 'a' }]);
    expect(reports).toEqual([{ where: 'thing', paths: [['name']] }]);
  });

  it('rejects a value that is neither a list nor missing', () => {
    expect(list.safeParse('x').success).toBe(false);
  });
});

describe('scalar defaults', () => {
  it.each([
    ['text', text, undefined, ''],
    ['text', text, null, ''],
    ['text', text, 'hi', 'hi'],
    ['optionalText', optionalText, undefined, null],
    ['optionalText', optionalText, null, null],
    ['optionalText', optionalText, '', ''],
    ['count()', count(), null, 0],
    ['count(1)', count(1), undefined, 1],
    ['count(1)', count(1), 5, 5],
    ['optionalNumber', optionalNumber, undefined, null],
    ['optionalNumber', optionalNumber, 0, 0],
    ['flag', flag, undefined, false],
    ['flag', flag, null, false],
    ['flag', flag, true, true],
    ['isoDate', isoDate, '2024-02-01T00:00:00Z', '2024-02-01T00:00:00Z'],
    ['isoDate', isoDate, 'not a date', null],
    ['isoDate', isoDate, '', null],
    ['isoDate', isoDate, null, null],
  ] as const)('%s: %j → %j', (_name, schema, input, expected) => {
    expect((schema as z.ZodMiniType).parse(input)).toEqual(expected);
  });

  it.each([
    ['text', text, 42],
    ['optionalText', optionalText, false],
    ['count()', count(), '3'],
    ['optionalNumber', optionalNumber, '3'],
    ['flag', flag, 'true'],
    ['isoDate', isoDate, 20240201],
  ] as const)('%s rejects the wrong type %j', (_name, schema, input) => {
    expect((schema as z.ZodMiniType).safeParse(input).success).toBe(false);
  });
});

describe('missing objects', () => {
  const Link = z.object({ url: optionalText, title: text, visited: flag });

  it('objectOrDefaults reads a missing or null object as {}, each field at its default', () => {
    const schema = z.object({ link: objectOrDefaults(Link) });
    const empty = { url: null, title: '', visited: false };
    expect(schema.parse({})).toEqual({ link: empty });
    expect(schema.parse({ link: null })).toEqual({ link: empty });
    expect(schema.parse({ link: { url: '/a', visited: true } })).toEqual({
      link: { url: '/a', title: '', visited: true },
    });
    expect(schema.safeParse({ link: 'a link' }).success).toBe(false);
  });

  it('orNull keeps a missing or null value null and checks a present one', () => {
    const schema = z.object({ link: orNull(Link) });
    expect(schema.parse({})).toEqual({ link: null });
    expect(schema.parse({ link: null })).toEqual({ link: null });
    expect(schema.parse({ link: { title: 'A' } })).toEqual({
      link: { url: null, title: 'A', visited: false },
    });
    expect(schema.safeParse({ link: { title: 3 } }).success).toBe(false);
  });
});

describe('lenientRecord', () => {
  it('keeps the values its schema accepts, drops the others, and reads missing or null as {}', () => {
    const counts = lenientRecord(z.int().check(z.gte(0)));
    expect(counts.parse({ a: 3, b: -1, c: 2.5, d: '4', e: 0 })).toEqual({ a: 3, e: 0 });
    expect(counts.parse(null)).toEqual({});
    expect(counts.parse(undefined)).toEqual({});
    expect(counts.safeParse([1, 2]).success).toBe(false);
  });
});

describe('languageMap', () => {
  it('keeps string values by language code and drops the rest', () => {
    expect(languageMap.parse({ en: 'Welcome', fa: 'خوش آمدید', ar: 3, de: null })).toEqual({
      en: 'Welcome',
      fa: 'خوش آمدید',
    });
  });

  it.each([null, undefined])('turns %j into an empty map', (input) => {
    expect(languageMap.parse(input)).toEqual({});
  });

  it('rejects a plain string', () => {
    expect(languageMap.safeParse('Welcome').success).toBe(false);
  });
});
