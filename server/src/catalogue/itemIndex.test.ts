import { describe, expect, it } from 'vitest';
import { windowAround } from './itemIndex.ts';

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
