import { describe, expect, it } from 'vitest';
import { completionSummary, isCompleted } from './completion.ts';

describe('completion', () => {
  it.each([
    [{ complete_count: 0, incomplete_count: 0 }, false],
    [{ complete_count: 0, incomplete_count: 8 }, false],
    [{ complete_count: 3, incomplete_count: 5 }, false],
    [{ complete_count: 8, incomplete_count: 0 }, true],
  ])('%j completed: %s', (counts, expected) => {
    expect(isCompleted(counts)).toBe(expected);
  });

  it.each([
    [
      { complete_count: 3, incomplete_count: 5 },
      8,
      { complete_count: 3, incomplete_count: 5, locked_count: 0 },
    ],
    [null, 12, { complete_count: 0, incomplete_count: 12, locked_count: 0 }],
  ])('the summary of %j over %i units is %j', (counts, units, expected) => {
    expect(completionSummary(counts, units)).toEqual(expected);
  });
});
