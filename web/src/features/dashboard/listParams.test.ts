import { describe, expect, it } from 'vitest';
import {
  pageBeyondEnd,
  pageCount,
  parsePage,
  readListParams,
  showPagination,
  writeListParams,
} from './listParams.ts';

describe('list parameters in the URL', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['9999999', 1],
  ])('page %j → %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it('reads the page and the trimmed search text', () => {
    expect(readListParams(new URLSearchParams('q=%20data%20&page=2'))).toEqual({ page: 2, search: 'data' });
    expect(readListParams(new URLSearchParams(''))).toEqual({ page: 1, search: '' });
  });

  it.each([
    [{ page: 1, search: '' }, ''],
    [{ page: 2, search: '' }, 'page=2'],
    [{ page: 1, search: 'data & ai' }, 'q=data+%26+ai'],
    [{ page: 3, search: ' history ' }, 'q=history&page=3'],
  ])('writes %j as “%s”', (params, query) => {
    expect(writeListParams(params).toString()).toBe(query);
  });
});

describe('pagination', () => {
  it.each([
    [0, 1, false],
    [1, 1, false],
    [12, 1, false],
    [13, 2, true],
    [24, 2, true],
    [25, 3, true],
  ])('%i enrollments → %i page(s), pagination shown: %s', (total, pages, shown) => {
    expect(pageCount(total)).toBe(pages);
    expect(showPagination(total)).toBe(shown);
  });

  it.each<[string, number, number, number | null]>([
    ['last card of page 2 unenrolled (12 left) → page 1', 2, 12, 1],
    ['page 2 still has cards', 2, 13, null],
    ['page 3 of 25, two removed (23 left) → page 2', 3, 23, 2],
    ['page 1 stays page 1 even when empty', 1, 0, null],
    ['a hand-typed page far beyond the end → the last page', 9, 30, 3],
  ])('%s', (_, page, total, expected) => {
    expect(pageBeyondEnd(page, total)).toBe(expected);
  });
});
