import { describe, expect, it } from 'vitest';
import type { Tally } from './facetTally.ts';
import { facetTerms, topValues } from './facetTerms.ts';

/** Labels in the order given are in label order already: value id = label rank. */
const LABELS = ['Art', 'Biology', 'Chemistry', 'Data', 'Economics', 'French'];
const inOrder = { labels: LABELS, labelRank: [0, 1, 2, 3, 4, 5], byLabel: [0, 1, 2, 3, 4, 5] };

/** A tally from label → count (labels missing count zero and were never touched). */
function tally(counts: Record<string, number>): Tally {
  const t: Tally = { counts: new Uint32Array(LABELS.length), touched: [] };
  for (const [label, n] of Object.entries(counts)) {
    const v = LABELS.indexOf(label);
    t.counts[v] = n;
    t.touched.push(v);
  }
  t.touched.reverse(); // touched comes in no particular order
  return t;
}

interface Case {
  name: string;
  counts: Record<string, number>;
  selected: string[];
  limit: number;
  terms: [string, number][];
  total: number;
  other: number;
}

describe('facet terms', () => {
  it.each<Case>([
    {
      name: 'every counted value, most counted first, equal counts in label order',
      counts: { Data: 2, Art: 5, Chemistry: 2 },
      selected: [],
      limit: 10,
      terms: [
        ['Art', 5],
        ['Chemistry', 2],
        ['Data', 2],
      ],
      total: 9,
      other: 0,
    },
    {
      name: 'past the limit, the rest counted in other',
      counts: { Art: 1, Biology: 4, Chemistry: 3, Data: 3, Economics: 1 },
      selected: [],
      limit: 2,
      terms: [
        ['Biology', 4],
        ['Chemistry', 3],
      ],
      total: 12,
      other: 5,
    },
    {
      name: 'a selected value left out by the limit comes after the list',
      counts: { Art: 1, Biology: 4, Chemistry: 3 },
      selected: ['Art'],
      limit: 2,
      terms: [
        ['Biology', 4],
        ['Chemistry', 3],
        ['Art', 1],
      ],
      total: 8,
      other: 0,
    },
    {
      name: 'a selected value counted zero is listed at zero',
      counts: { Biology: 4 },
      selected: ['French', 'Biology'],
      limit: 10,
      terms: [
        ['Biology', 4],
        ['French', 0],
      ],
      total: 4,
      other: 0,
    },
    { name: 'nothing counted', counts: {}, selected: [], limit: 10, terms: [], total: 0, other: 0 },
  ])('$name', ({ counts, selected, limit, terms, total, other }) => {
    const out = facetTerms(
      inOrder,
      tally(counts),
      selected.map((l) => LABELS.indexOf(l)),
      limit,
    ).counts;
    expect(Object.entries(out.terms)).toEqual(terms);
    expect(out.total).toBe(total);
    expect(out.other).toBe(other);
  });

  it('keeps a value named like an object property as a value', () => {
    const labels = ['__proto__', 'constructor'];
    const t: Tally = { counts: Uint32Array.from([2, 1]), touched: [0, 1] };
    const out = facetTerms({ labels, labelRank: [0, 1], byLabel: [0, 1] }, t, []).counts;
    expect(Object.entries(out.terms)).toEqual([
      ['__proto__', 2],
      ['constructor', 1],
    ]);
    expect(JSON.stringify(out.terms)).toBe('{"__proto__":2,"constructor":1}');
  });

  it('picks the same values as sorting everything would, whatever the limit', () => {
    // Labels in reverse order of their ids: ties must go by label, not by id.
    const n = 300;
    const byLabel = Array.from({ length: n }, (_, i) => n - 1 - i);
    const labelRank = Array.from({ length: n }, (_, v) => n - 1 - v);
    const t: Tally = { counts: new Uint32Array(n), touched: [] };
    for (let v = 0; v < n; v += 1) {
      t.counts[v] = (v * 7919) % 13; // many equal counts, some zero
      if (t.counts[v]) t.touched.push(v);
    }
    const sorted = [...t.touched].sort(
      (a, b) => t.counts[b]! - t.counts[a]! || labelRank[a]! - labelRank[b]!,
    );
    for (const limit of [1, 5, 50, 250, 400]) {
      expect(topValues(t, labelRank, byLabel, limit)).toEqual(sorted.slice(0, limit));
    }
  });
  it.each([
    { name: 'plain labels', labels: ['Art', 'Biology', 'Chemistry'] },
    { name: 'labels to escape', labels: ['Say "hi"', 'back\\slash', 'tab\there', 'Ünïcödé ✓', '\u2028'] },
    { name: 'labels named like object properties', labels: ['__proto__', 'constructor', 'toString'] },
    // JSON.stringify lists these first, in numeric order, wherever they were added.
    { name: 'labels of digits', labels: ['Zoology', '2024', '10', '7'] },
    // The key keeps its first place and takes the last count.
    { name: 'a label given twice', labels: ['Art', 'Biology', 'Art'] },
  ])('encodes $name exactly as JSON.stringify does', ({ labels }) => {
    const n = labels.length;
    const t: Tally = { counts: new Uint32Array(n), touched: [] };
    for (let v = 0; v < n; v += 1) {
      t.counts[v] = ((v * 5) % 3) + 1;
      t.touched.push(v);
    }
    const ids = Array.from({ length: n }, (_, v) => v);
    for (const [limit, selected] of [
      [n, []],
      [1, [n - 1]],
    ] as const) {
      const out = facetTerms({ labels, labelRank: ids, byLabel: ids }, t, selected, limit);
      expect(out.json).toBe(JSON.stringify(out.counts));
    }
  });
});
