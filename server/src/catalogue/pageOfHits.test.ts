import { describe, expect, it } from 'vitest';
import { createMarks, firstOf, pageByScore, pageInOrder } from './pageOfHits.ts';

/** Ten items (ids 1–10) in a sort's order, best first, with each one's position. */
const ORDER = Uint32Array.from([7, 3, 10, 1, 5, 9, 2, 8, 4, 6]);
const RANK = new Uint32Array(11);
ORDER.forEach((id, position) => {
  RANK[id] = position;
});
const hitsOf = (ids: number[]) => Uint32Array.from(ids);

describe('a page in a precomputed order', () => {
  it.each([
    {
      name: 'many hits, first page',
      hits: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      offset: 0,
      limit: 3,
      page: [7, 3, 10],
    },
    {
      name: 'many hits, second page',
      hits: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      offset: 3,
      limit: 3,
      page: [1, 5, 9],
    },
    { name: 'few hits', hits: [6, 2], offset: 0, limit: 5, page: [2, 6] },
    { name: 'past the end', hits: [6, 2], offset: 2, limit: 5, page: [] },
    { name: 'no hits', hits: [], offset: 0, limit: 5, page: [] },
  ])('$name', ({ hits, offset, limit, page }) => {
    const marks = createMarks(11);
    expect(pageInOrder(hitsOf(hits), hits.length, ORDER, RANK, false, { offset, limit }, marks)).toEqual(
      page,
    );
    const reversed = [...hits].sort((a, b) => RANK[b]! - RANK[a]!).slice(offset, offset + limit);
    expect(pageInOrder(hitsOf(hits), hits.length, ORDER, RANK, true, { offset, limit }, marks)).toEqual(
      reversed,
    );
  });

  it('walks the order or sorts the hits to the same page, search after search', () => {
    const marks = createMarks(11);
    // The same hits as a few (sorted) and as nearly all (walked) of a longer order.
    for (let round = 0; round < 3; round += 1) {
      for (let k = 1; k <= 10; k += 1) {
        const hits = ORDER.slice(0, k).reverse();
        const expected = [...hits].sort((a, b) => RANK[a]! - RANK[b]!);
        expect(pageInOrder(hits, k, ORDER, RANK, false, { offset: 0, limit: 10 }, marks)).toEqual(expected);
      }
    }
  });
});

describe('a page by score', () => {
  it('orders by score, then by the rank given, and pages', () => {
    const hits = hitsOf([1, 2, 3, 4]);
    const scores = Float64Array.from([-2, -5, -2, -1]);
    const rank = Uint32Array.from([0, 9, 1, 0, 5]); // item 1 less popular than item 3
    expect(pageByScore(hits, scores, 4, rank, { offset: 0, limit: 10 })).toEqual([2, 3, 1, 4]);
    expect(pageByScore(hits, scores, 4, rank, { offset: 1, limit: 2 })).toEqual([3, 1]);
    expect(pageByScore(hits, scores, 4, rank, { offset: 4, limit: 2 })).toEqual([]);
  });

  it('keeps the best k as a full sort would', () => {
    const values = Array.from({ length: 200 }, (_, i) => (i * 37) % 101);
    const before = (a: number, b: number) => values[a]! - values[b]! || a - b;
    const sorted = values.map((_, i) => i).sort(before);
    for (const k of [1, 7, 100, 200, 300])
      expect(firstOf(values.length, k, before)).toEqual(sorted.slice(0, k));
  });
});
