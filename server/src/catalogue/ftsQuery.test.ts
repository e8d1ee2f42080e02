import { describe, expect, it } from 'vitest';
import { toFtsQuery } from './ftsQuery.ts';

describe('toFtsQuery', () => {
  it('quotes and prefix-matches each word', () => {
    expect(toFtsQuery('Intro pyth')).toBe('"Intro"* "pyth"*');
  });
  it('keeps letters of every script and drops FTS syntax', () => {
    expect(toFtsQuery('علم "البيانات" NEAR(x) title:y*')).toBe(
      '"علم"* "البيانات"* "NEAR"* "x"* "title"* "y"*',
    );
  });
  it('is null when nothing searchable remains', () => {
    expect(toFtsQuery('  ^*"()  ')).toBeNull();
    expect(toFtsQuery(undefined)).toBeNull();
  });
  it('caps the number of words', () => {
    expect(toFtsQuery('a '.repeat(50))?.split(' ')).toHaveLength(12);
  });
});
