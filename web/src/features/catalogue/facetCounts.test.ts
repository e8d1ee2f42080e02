import type { DiscoveryFacets } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { countedOptions, facetCount, valuesFromCounts } from './facetCounts.ts';

const facets: DiscoveryFacets = {
  subjects: { terms: { Physics: 4, History: 0 }, total: 4, other: 0 },
  partners: { terms: { 'Org A': 2 }, total: 5, other: 3 },
  language_codes: { terms: { ar: 1 }, total: 1, other: 0 },
  instructors: undefined,
  availability: undefined,
  learning_type: undefined,
  modes: { terms: { audit: 3, verified: 1 }, total: 4, other: 0 },
};

describe('facetCount', () => {
  it.each([
    ['a counted value', facets, 'subject', 'Physics', 4],
    ['a value counted 0', facets, 'subject', 'History', 0],
    ['left out, nothing else left out: 0', facets, 'subject', 'Art', 0],
    ['left out while others were too: unknown', facets, 'partner', 'Org B', undefined],
    ['a language by its code', facets, 'language', 'ar', 1],
    ['a course mode', facets, 'mode', 'verified', 1],
    ['a facet without counts', facets, 'instructor', 'Ada', undefined],
    ['an answer without facets', undefined, 'subject', 'Physics', undefined],
  ] as const)('%s', (_, given, facet, value, expected) => {
    expect(facetCount(given, facet, value)).toBe(expected);
  });
});

describe('countedOptions', () => {
  const options = [
    { value: 'Physics', label: 'Physics', count: 99 },
    { value: 'History', label: 'History' },
    { value: 'Art', label: 'Art' },
  ];

  it('shows the search’s counts and disables what finds nothing, unless chosen', () => {
    expect(countedOptions(options, facets, 'subject', ['Art'])).toEqual([
      { value: 'Physics', label: 'Physics', count: 4, disabled: false },
      { value: 'History', label: 'History', count: 0, disabled: true },
      { value: 'Art', label: 'Art', count: 0, disabled: false },
    ]);
  });

  it('shows no counts at all, not even the list’s own, without facets', () => {
    expect(countedOptions(options, undefined, 'subject', [])).toEqual([
      { value: 'Physics', label: 'Physics', disabled: false },
      { value: 'History', label: 'History', disabled: false },
      { value: 'Art', label: 'Art', disabled: false },
    ]);
  });
});

describe('valuesFromCounts', () => {
  const counts = { terms: { dev: 1, OpenEdx: 4, AtriumX: 4 }, total: 9, other: 0 };
  it.each([
    [undefined, [], []],
    [{ partners: counts }, [], ['AtriumX', 'OpenEdx', 'dev']],
    [{ partners: counts }, ['Gone', 'dev'], ['AtriumX', 'OpenEdx', 'dev', 'Gone']],
    [{ language_codes: counts }, ['fr'], ['fr']],
  ])('counts %j with %j chosen list %j', (facets, selected, expected) => {
    expect(valuesFromCounts(facets as DiscoveryFacets | undefined, 'partner', selected)).toEqual(expected);
  });
});
