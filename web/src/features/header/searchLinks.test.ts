import { describe, expect, it } from 'vitest';
import { emptySearchState, serializeSearchState } from '../catalogue/searchState.ts';
import { searchHref } from './searchLinks.ts';

describe('searchHref', () => {
  it.each<[{ q?: string; subject?: string }, string]>([
    [{}, '/search'],
    [{ q: '  ' }, '/search'],
    [{ q: 'data science' }, '/search?q=data+science'],
    [{ subject: 'Computer Science' }, '/search?subject=Computer+Science'],
    [{ q: 'a&b', subject: 'Art' }, '/search?q=a%26b&subject=Art'],
  ])('%j → %s', (filters, href) => {
    expect(searchHref(filters)).toBe(href);
  });

  it('writes the catalogue’s own canonical address', () => {
    const state = { ...emptySearchState, q: 'data', subject: ['Art'] };
    expect(searchHref({ q: 'data', subject: 'Art' })).toBe(`/search?${serializeSearchState(state)}`);
  });
});
