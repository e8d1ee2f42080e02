import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeSearch,
  clearFilters,
  emptySearchState,
  offeredFacets,
  parseSearchState,
  serializeSearchState,
  toDiscoveryQuery,
  toggleFacetValue,
  toggleValue,
  withOfferedFacets,
  type SearchState,
} from './searchState.ts';
import { searchHref } from '../../common/search/searchLinks.ts';

const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState, ...over });

describe('parseSearchState', () => {
  it.each<[string, Partial<SearchState>]>([
    ['', {}],
    ['q=python', { q: 'python' }],
    ['q=%20%20data%20', { q: 'data' }],
    ['q=a%26b%23c%2Bd', { q: 'a&b#c+d' }],
    ['subject=Physics&subject=History', { subject: ['Physics', 'History'] }],
    ['subject=Physics&subject=Physics&subject=', { subject: ['Physics'] }],
    [
      'partner=Atrium+University&instructor=Ada+Lovelace',
      { partner: ['Atrium University'], instructor: ['Ada Lovelace'] },
    ],
    ['language=en&language=ar', { language: ['en', 'ar'] }],
    [
      'availability=current&availability=bogus&availability=archived',
      { availability: ['current', 'archived'] },
    ],
    ['learning_type=program&learning_type=course&learning_type=x', { learning_type: ['program', 'course'] }],
    ['mode=audit&mode=verified&mode=audit', { mode: ['audit', 'verified'] }],
    ['sort=Z-A', { sort: 'Z-A' }],
    ['sort=recent', { sort: 'recent' }],
    ['sort=popular', { sort: 'popular' }],
    ['sort=A-Z', { sort: 'A-Z' }],
    ['sort=sideways', { sort: '' }],
    ['page=2', { page: 2 }],
    ['page=0', { page: 1 }],
    ['page=-3', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=99999999', { page: 1 }],
  ])('%s', (query, expected) => {
    expect(parseSearchState(query)).toEqual(state(expected));
  });
});

describe('serializeSearchState', () => {
  it.each<[Partial<SearchState>, string]>([
    [{}, ''],
    [{ q: '  ' }, ''],
    [{ q: 'a&b #c' }, 'q=a%26b+%23c'],
    [{ page: 1, sort: '' }, ''],
    [
      { q: 'data', subject: ['Physics', 'History'], language: ['en'], sort: 'Z-A', page: 2 },
      'q=data&subject=Physics&subject=History&language=en&sort=Z-A&page=2',
    ],
    [
      { learning_type: ['course', 'program'], availability: ['upcoming'] },
      'availability=upcoming&learning_type=course&learning_type=program',
    ],
    [{ partner: ['Northwind Institute'], instructor: ['Ada'] }, 'partner=Northwind+Institute&instructor=Ada'],
  ])('%j → %s', (over, expected) => {
    expect(serializeSearchState(state(over))).toBe(expected);
  });

  it('round-trips: parse(serialize(s)) is s', () => {
    const s = state({
      q: 'machine learning',
      subject: ['Computer Science', 'Math & Stats'],
      partner: ['Atrium University'],
      instructor: ['Zoë Ñandú'],
      language: ['fa', 'en'],
      availability: ['self_paced'],
      learning_type: ['program'],
      sort: 'popular',
      page: 7,
    });
    expect(parseSearchState(serializeSearchState(s))).toEqual(s);
  });
});

describe('changes', () => {
  const onPage3 = state({ q: 'x', subject: ['Physics'], sort: 'recent', page: 3 });

  it('return to page 1 for the text, a facet or the sort', () => {
    expect(changeSearch(onPage3, { q: 'y' }).page).toBe(1);
    expect(changeSearch(onPage3, { sort: 'Z-A' })).toEqual({ ...onPage3, sort: 'Z-A', page: 1 });
    expect(toggleFacetValue(onPage3, 'language', 'en')).toEqual({ ...onPage3, language: ['en'], page: 1 });
  });

  it('toggle adds a value, and removes it when present', () => {
    expect(toggleFacetValue(onPage3, 'subject', 'History').subject).toEqual(['Physics', 'History']);
    expect(toggleFacetValue(onPage3, 'subject', 'Physics').subject).toEqual([]);
  });

  it.each<[string[], string, boolean, string[]]>([
    [[], 'a', false, ['a']],
    [['a'], 'b', false, ['a', 'b']],
    [['a', 'b'], 'a', false, ['b']],
    [[], 'a', true, ['a']],
    [['a'], 'b', true, ['b']],
    [['a'], 'a', true, []],
  ])('in %j, choosing %s (single choice %s) gives %j', (current, value, singleChoice, expected) => {
    expect(toggleValue(current, value, singleChoice)).toEqual(expected);
  });

  it('a single-choice facet replaces its value and returns to page 1', () => {
    const stock = state({ partner: ['OrgA'], page: 2 });
    expect(toggleFacetValue(stock, 'partner', 'OrgB', true)).toEqual(state({ partner: ['OrgB'] }));
  });

  it('clear all drops text and every facet but keeps the sort', () => {
    expect(clearFilters(onPage3)).toEqual(state({ sort: 'recent' }));
    expect(clearFilters(onPage3, true)).toEqual(state({ q: 'x', sort: 'recent' }));
  });

  it('counts the text and each selected value as active filters', () => {
    expect(activeFilterCount(emptySearchState)).toBe(0);
    expect(
      activeFilterCount(state({ q: 'x', subject: ['A', 'B'], language: ['en'], learning_type: ['course'] })),
    ).toBe(5);
  });

  it('maps to the discovery body with the contract names', () => {
    expect(
      toDiscoveryQuery(
        state({
          q: 'x',
          subject: ['A'],
          partner: ['P'],
          instructor: ['I'],
          language: ['en'],
          availability: ['current'],
          learning_type: ['course'],
          mode: ['audit'],
        }),
      ),
    ).toEqual({
      search_string: 'x',
      subjects: ['A'],
      partners: ['P'],
      instructors: ['I'],
      language_codes: ['en'],
      availability: ['current'],
      learning_type: ['course'],
      modes: ['audit'],
    });
  });
});

describe('the shared search links', () => {
  it.each<Partial<SearchState>>([
    { q: 'data', subject: ['Art'] },
    { partner: ['Org X'] },
    { q: 'ml', instructor: ['Ada Lovelace'] },
  ])('write the catalogue’s own canonical address for %j', (filters) => {
    const link = {
      q: filters.q,
      subject: filters.subject?.[0],
      partner: filters.partner?.[0],
      instructor: filters.instructor?.[0],
    };
    expect(searchHref(link)).toBe(`/search?${serializeSearchState(state(filters))}`);
  });
});

describe('the facets a platform applies', () => {
  it.each([
    [true, ['subject', 'partner', 'instructor', 'language', 'availability', 'learning_type']],
    [false, ['subject', 'partner', 'instructor', 'language']],
  ])('with discovery-filters %s: offers %j', (hasDiscoveryFilters, expected) => {
    expect(offeredFacets(hasDiscoveryFilters)).toEqual(expected);
  });

  it('offers a stock index its org (as partner), language and mode facets only, with or without filters', () => {
    expect(offeredFacets(true, true)).toEqual(['partner', 'language', 'mode']);
    expect(offeredFacets(false, true)).toEqual(['partner', 'language', 'mode']);
    const linked = state({ q: 'x', subject: ['A'], partner: ['OrgA'], language: ['fr'], mode: ['audit'] });
    expect(withOfferedFacets(linked, offeredFacets(false, true))).toEqual(
      state({ q: 'x', partner: ['OrgA'], language: ['fr'], mode: ['audit'] }),
    );
  });

  it('keeps the last value of each facet where a facet is a single choice (an old link)', () => {
    const linked = state({ partner: ['OrgA', 'OrgB'], language: ['fr'], mode: ['audit', 'verified'] });
    expect(withOfferedFacets(linked, offeredFacets(false, true), true)).toEqual(
      state({ partner: ['OrgB'], language: ['fr'], mode: ['verified'] }),
    );
    expect(withOfferedFacets(linked, offeredFacets(false, true)).partner).toEqual(['OrgA', 'OrgB']);
  });

  it('never offers course modes to an admin-console platform, which ignores them', () => {
    const linked = state({ subject: ['A'], mode: ['audit'] });
    expect(withOfferedFacets(linked, offeredFacets(true))).toEqual(state({ subject: ['A'] }));
  });

  it('drops the values of facets not offered (an old link), keeping the others', () => {
    const linked = state({ q: 'x', subject: ['A'], availability: ['current'], learning_type: ['program'] });
    expect(withOfferedFacets(linked, offeredFacets(false))).toEqual(state({ q: 'x', subject: ['A'] }));
    expect(withOfferedFacets(linked, offeredFacets(true))).toEqual(linked);
  });
});
