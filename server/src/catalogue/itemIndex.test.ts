import { describe, expect, it } from 'vitest';
import { parseIds, windowAround } from './itemIndex.ts';

const BOUNDARIES = Float64Array.from([10, 20, 30]);

describe('the window an availability holds for', () => {
  it.each([
    { now: 5, from: -Infinity, until: 10 },
    { now: 10, from: 10, until: 20 },
    { now: 25, from: 20, until: 30 },
    { now: 30, from: 30, until: Infinity },
    { now: 99, from: 30, until: Infinity },
  ])('at $now: [$from, $until)', ({ now, from, until }) => {
    expect(windowAround(BOUNDARIES, now)).toEqual({ from, until });
  });

  it('is everything when nothing starts or ends', () => {
    expect(windowAround(new Float64Array(0), 5)).toEqual({ from: -Infinity, until: Infinity });
  });
});

describe('a list of ids as SQLite group_concat gives it', () => {
  it.each([
    { list: '', at: 0, ids: [] },
    { list: '7', at: 0, ids: [7] },
    { list: '12,7,40', at: 0, ids: [12, 7, 40] },
    { list: '0,100000,3', at: 0, ids: [0, 100000, 3] },
    { list: '5,6', at: 2, ids: [5, 6] },
  ])('"$list" from $at', ({ list, at, ids }) => {
    const into = new Uint32Array(8).fill(99);
    const end = parseIds(list, into, at);
    expect(end).toBe(at + ids.length);
    expect([...into.subarray(at, end)]).toEqual(ids);
    // Nothing before `at` or after the last id is touched.
    expect([...into.subarray(0, at), ...into.subarray(end)].every((v) => v === 99)).toBe(true);
  });
});
