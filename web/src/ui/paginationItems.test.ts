import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationItems } from './paginationItems.ts';

describe('paginationItems', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [5, 10, [1, 'gap', 4, 5, 6, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [10, 10, [1, 'gap', 9, 10]],
    [42, 10, [1, 'gap', 9, 10]],
    [0, 3, [1, 2, 3]],
  ])('page %i of %i', (page, count, expected) => {
    expect(paginationItems(page, count)).toEqual(expected);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [240, 12, 20],
  ])('%i items of %i a page → %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages);
  });
});
