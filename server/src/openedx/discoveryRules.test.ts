import { describe, expect, it } from 'vitest';
import { aggregationFilter, chosenValues, discoveryOrderOf } from './discoveryRules.ts';
import type { DiscoveryFilter } from './queries.ts';

describe('the start-date sort field', () => {
  it.each([
    [undefined, 'verawood', 'relevance'],
    [true, 'verawood', 'start'],
    [false, 'verawood', 'relevance'],
    ['true', 'ulmo', 'start'],
    ['On', 'ulmo', 'start'],
    ['0', 'ulmo', 'relevance'],
    ['maybe', 'ulmo', 'invalid'],
    ['', 'verawood', 'invalid'],
    // Sumac's edx-search has no such field: any value is an unknown field, ignored.
    [true, 'sumac', 'relevance'],
    ['maybe', 'sumac', 'relevance'],
  ] as const)('%j on %s orders by %s', (flag, release, order) => {
    expect(discoveryOrderOf(flag, release)).toBe(order);
  });
});

describe('the values a facet field chooses', () => {
  it.each([
    [undefined, []],
    ['AtriumX', ['AtriumX']],
    [' AtriumX ', ['AtriumX']],
    ['', []],
    [
      ['AtriumX', ' ', 'NileX'],
      ['AtriumX', 'NileX'],
    ],
  ] as const)('%j chooses %j', (sent, values) => {
    expect(chosenValues(sent)).toEqual(values);
  });
});

describe('the selection a facet is counted over', () => {
  const filter: DiscoveryFilter = {
    match: '"soil"',
    org: ['AtriumX', 'NileX'],
    language: ['en'],
    modes: [],
    now: '2026-11-29T00:00:00.000Z',
  };

  it.each([
    ['org', false, filter],
    ['org', true, { ...filter, org: [] }],
    ['language', true, { ...filter, language: [] }],
    // A facet nobody chose is counted within the whole search, as the first search counts it.
    ['modes', true, filter],
  ] as const)('%s (several values: %s)', (facet, multivalue, expected) => {
    expect(aggregationFilter(filter, facet, multivalue)).toEqual(expected);
  });
});
