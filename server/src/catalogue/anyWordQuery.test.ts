import { describe, expect, it } from 'vitest';
import { anyWordFts, toAnyWordFtsQuery } from './anyWordQuery.ts';

describe('toAnyWordFtsQuery', () => {
  it('ORs the quoted, prefix-matched words of three letters or more', () => {
    expect(toAnyWordFtsQuery('Introduction to Python Programming')).toBe(
      '"Introduction"* OR "Python"* OR "Programming"*',
    );
  });
  it('keeps short texts to every-word matching (null)', () => {
    expect(toAnyWordFtsQuery('intro pyth')).toBeNull();
    expect(toAnyWordFtsQuery(undefined)).toBeNull();
  });
  it('never lets FTS syntax through and drops repeats', () => {
    expect(toAnyWordFtsQuery('NEAR(x) "title" title:y* OR or')).toBe('"NEAR"* OR "title"*');
    expect(toAnyWordFtsQuery('a b c')).toBeNull();
  });
});

describe('anyWordFts', () => {
  it('ORs the words of three letters or more of any text, short ones too', () => {
    expect(anyWordFts('Data Analysis')).toBe('"Data"* OR "Analysis"*');
    expect(anyWordFts('AI')).toBeNull();
  });
});
