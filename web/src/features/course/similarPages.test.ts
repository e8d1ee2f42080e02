import { describe, expect, it } from 'vitest';
import { similarPage, similarPageSize } from './similarPages.ts';

const ten = Array.from({ length: 10 }, (_, i) => i + 1);

describe('similarPageSize', () => {
  it.each([
    [1, 4],
    [2, 4],
    [3, 3],
    [4, 4],
  ])('%i columns → %i cards a page', (columns, size) => {
    expect(similarPageSize(columns)).toBe(size);
  });
});

describe('similarPage', () => {
  it.each<[string, readonly number[], number, number, number[], number, number]>([
    ['first page', ten, 0, 3, [1, 2, 3], 0, 4],
    ['a middle page', ten, 2, 3, [7, 8, 9], 2, 4],
    ['the last page ends with the last course, full', ten, 3, 3, [8, 9, 10], 3, 4],
    ['pages of four', ten, 2, 4, [7, 8, 9, 10], 2, 3],
    ['a page past the end (the grid got wider) shows the last', ten, 9, 4, [7, 8, 9, 10], 2, 3],
    ['a negative page shows the first', ten, -1, 4, [1, 2, 3, 4], 0, 3],
    ['fewer courses than a row', [1, 2], 0, 3, [1, 2], 0, 1],
    ['exactly a row', [1, 2, 3], 0, 3, [1, 2, 3], 0, 1],
    ['none', [], 0, 3, [], 0, 1],
  ])('%s', (_, all, page, size, items, current, pages) => {
    expect(similarPage(all, page, size)).toEqual({ items, page: current, pages });
  });
});
