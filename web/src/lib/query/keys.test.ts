import { describe, expect, it } from 'vitest';
import { hashKey, keyMatches, shareEqual } from './keys.ts';

describe('hashKey', () => {
  it.each([
    [['a', { x: 1, y: 2 }], ['a', { y: 2, x: 1 }], true],
    [['a', { x: { p: 1, q: 2 } }], ['a', { x: { q: 2, p: 1 } }], true],
    [['a', 1], ['a', '1'], false],
    [['a', 'b'], ['b', 'a'], false],
    [['a', [1, 2]], ['a', [2, 1]], false],
    // As in JSON, an undefined item of a list is null.
    [['a', undefined], ['a', null], true],
  ])('%j and %j are one key: %s', (a, b, same) => {
    expect(hashKey(a) === hashKey(b)).toBe(same);
  });
});

describe('keyMatches', () => {
  it.each([
    [['enrollments', 'list', 'learner', 1], ['enrollments'], true],
    [['enrollments', 'list', 'learner', 1], ['enrollments', 'list'], true],
    [['enrollments', 'list'], ['enrollments', 'list', 'learner'], false],
    [['enrollments', 'list'], ['catalogue'], false],
    [['catalogue', { page: 1, size: 12 }], ['catalogue', { page: 1 }], true],
    [['catalogue', { page: 1 }], ['catalogue', { page: 2 }], false],
    [['catalogue', { page: 1 }], ['catalogue', { page: 1, size: 12 }], false],
    [['catalogue', null], ['catalogue', {}], false],
    [['a'], [], true],
  ])('%j falls under %j: %s', (key, filter, expected) => {
    expect(keyMatches(key, filter)).toBe(expected);
  });
});

describe('shareEqual', () => {
  it('keeps the previous value whole when the next one is deeply equal', () => {
    const previous = { results: [{ id: 1, tags: ['a'] }], count: 1 };
    const next = { results: [{ id: 1, tags: ['a'] }], count: 1 };
    expect(shareEqual(previous, next)).toBe(previous);
  });

  it('keeps the parts that did not change, and takes the ones that did', () => {
    const previous = { results: [{ id: 1 }, { id: 2 }], count: 2 };
    const next = { results: [{ id: 1 }, { id: 3 }], count: 2 };
    const shared = shareEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
    expect(shared.results[0]).toBe(previous.results[0]);
    expect(shared.results[1]).toEqual({ id: 3 });
  });

  it.each([
    ['a longer list', [1, 2], [1, 2, 3]],
    ['a shorter list', [1, 2, 3], [1, 2]],
    ['a property more', { a: 1 }, { a: 1, b: undefined }],
    ['a property less', { a: 1, b: 2 }, { a: 1 }],
    ['another kind', { a: 1 }, [1]],
  ])('takes the next value for %s', (_, previous, next) => {
    const shared = shareEqual(previous, next);
    expect(shared).toEqual(next);
    expect(shared).not.toBe(previous);
  });

  it('takes values that are not plain objects or lists as they come', () => {
    const previous = new Date(0);
    const next = new Date(0);
    expect(shareEqual(previous, next)).toBe(next);
  });
});
