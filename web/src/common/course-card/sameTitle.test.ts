import { describe, expect, it } from 'vitest';
import { sameTitleDistinctions, type CardIdentity, type Distinction } from './sameTitle.ts';

const card = (title: string, code: string, start: string | null = null, end: string | null = null) => ({
  title,
  code,
  start,
  end,
});
const oct = '2026-10-04T00:00:00Z';
const dec = '2026-12-05T00:00:00Z';
const mar = '2027-03-16T00:00:00Z';
const jun = '2027-06-01T00:00:00Z';
const dates = (start: string, end: string | null = null): Distinction => ({ kind: 'dates', start, end });
const code = (value: string): Distinction => ({ kind: 'code', code: value });

describe('sameTitleDistinctions', () => {
  it.each<[string, CardIdentity[], (Distinction | null)[]]>([
    ['no list', [], []],
    ['titles all different', [card('Piano', 'a', oct), card('Violin', 'b', mar)], [null, null]],
    [
      'two runs with their own dates',
      [card('Piano', 'a', oct, dec), card('Piano', 'b', mar, jun)],
      [dates(oct, dec), dates(mar, jun)],
    ],
    [
      'the same title in another case and with spaces',
      [card('Advanced Piano', 'a', oct), card(' advanced piano ', 'b', mar)],
      [dates(oct), dates(mar)],
    ],
    [
      'only the shared ones say more',
      [card('Piano', 'a', oct), card('Violin', 'v', oct), card('Piano', 'b', mar)],
      [dates(oct), null, dates(mar)],
    ],
    [
      'same start, different ends: the dates still differ',
      [card('Piano', 'a', oct, dec), card('Piano', 'b', oct, jun)],
      [dates(oct, dec), dates(oct, jun)],
    ],
    [
      'same day at another hour reads the same: the codes',
      [card('Piano', 'a', oct), card('Piano', 'b', '2026-10-04T09:00:00Z')],
      [code('a'), code('b')],
    ],
    [
      'one run without a start date: the codes',
      [card('Piano', 'a', oct), card('Piano', 'b', null)],
      [code('a'), code('b')],
    ],
    [
      'three runs, two with the same dates: the codes for all three',
      [card('Piano', 'a', oct, dec), card('Piano', 'b', mar), card('Piano', 'c', oct, dec)],
      [code('a'), code('b'), code('c')],
    ],
    ['empty titles are no shared title', [card('', 'a', oct), card('', 'b', mar)], [null, null]],
  ])('%s', (_, cards, expected) => {
    expect(sameTitleDistinctions(cards)).toEqual(expected);
  });
});
