import { describe, expect, it } from 'vitest';
import { queryBool, queryInt, queryPage, queryText } from './query.ts';
import { itRejects } from './test/itRejects.ts';

describe('queryInt', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['007', 7],
    [0, 0],
    [3, 3],
    ['999999999', 999_999_999],
  ])('%j → %j', (input, expected) => {
    expect(queryInt.parse(input)).toBe(expected);
  });

  itRejects(queryInt, [
    '',
    'abc',
    '1.5',
    '-1',
    ' 1',
    '1e3',
    '0x10',
    '1234567890',
    1.5,
    -1,
    1e12,
    Number.NaN,
    true,
    null,
    undefined,
  ]);
});

describe('queryPage', () => {
  it.each([
    ['1', 1],
    ['25', 25],
    [2, 2],
  ])('%j → %j', (input, expected) => {
    expect(queryPage.parse(input)).toBe(expected);
  });

  itRejects(queryPage, ['0', 0, '-3', 'two', '', 2.5, null]);
});

describe('queryBool', () => {
  it.each([
    ['true', true],
    ['false', false],
    [true, true],
    [false, false],
  ])('%j → %j', (input, expected) => {
    expect(queryBool.parse(input)).toBe(expected);
  });

  itRejects(queryBool, ['', 'yes', '1', 'True', 1, 0, null]);
});

describe('queryText', () => {
  it('accepts text up to 200 characters, including the empty string', () => {
    expect(queryText.parse('')).toBe('');
    expect(queryText.parse('a'.repeat(200))).toBe('a'.repeat(200));
  });

  itRejects(queryText, ['a'.repeat(201), 5, null]);
});
