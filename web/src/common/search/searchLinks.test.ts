import { describe, expect, it } from 'vitest';
import { searchHref, type SearchLinkFilters } from './searchLinks.ts';

describe('searchHref', () => {
  it.each<[SearchLinkFilters, string]>([
    [{}, '/search'],
    [{ q: '  ' }, '/search'],
    [{ q: 'data science' }, '/search?q=data+science'],
    [{ subject: 'Computer Science' }, '/search?subject=Computer+Science'],
    [{ q: 'a&b', subject: 'Art' }, '/search?q=a%26b&subject=Art'],
    [{ partner: 'Org X' }, '/search?partner=Org+X'],
    [{ instructor: ' Ada ', q: 'ml' }, '/search?q=ml&instructor=Ada'],
    [
      { mode: ['audit'], language: ['fr', 'en', 'fr'], partner: ['OrgA', ' '], q: 'soil' },
      '/search?q=soil&partner=OrgA&language=fr&language=en&mode=audit',
    ],
  ])('%j → %s', (filters, href) => {
    expect(searchHref(filters)).toBe(href);
  });
});
