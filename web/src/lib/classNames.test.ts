import { describe, expect, it } from 'vitest';
import { classNames } from './classNames.ts';

describe('classNames', () => {
  it.each([
    [['a', 'b'], 'a b'],
    [['a', false, 'b'], 'a b'],
    [['a', null, undefined, ''], 'a'],
    [[false, undefined], ''],
  ] as const)('joins %j into %j', (names, expected) => {
    expect(classNames(...names)).toBe(expected);
  });
});
