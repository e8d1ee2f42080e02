import { describe, expect, it } from 'vitest';
import { featuredSubjectCount } from './rules.ts';

describe('featuredSubjectCount', () => {
  it.each([
    [0, 0, 0],
    [2, 0, 0],
    [3, 0, 3],
    [4, 0, 3],
    [5, 5, 3],
    [6, 5, 6],
    [9, 5, 6],
    [10, 10, 6],
    [25, 10, 6],
  ])('%i subjects → %i on desktop, %i on a phone', (available, desktop, phone) => {
    expect(featuredSubjectCount(available, false)).toBe(desktop);
    expect(featuredSubjectCount(available, true)).toBe(phone);
  });
});
