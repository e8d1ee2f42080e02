import { describe, expect, it } from 'vitest';
import { parsePartnersList, serializePartnersList, type PartnersListState } from './partnersListState.ts';

const base: PartnersListState = { q: '', sort: 'recent', page: 1 };

describe('partners list URL state', () => {
  it.each<[string, Partial<PartnersListState>]>([
    ['', {}],
    ['q=atrium', { q: 'atrium' }],
    ['sort=ascending', { sort: 'ascending' }],
    ['sort=descending&page=2', { sort: 'descending', page: 2 }],
    ['sort=weird&page=0', {}],
    ['page=x', {}],
  ])('parses %s', (query, expected) => {
    expect(parsePartnersList(query)).toEqual({ ...base, ...expected });
  });

  it.each<[Partial<PartnersListState>, string]>([
    [{}, ''],
    [{ q: 'a & b' }, 'q=a+%26+b'],
    [{ sort: 'descending', page: 3 }, 'sort=descending&page=3'],
  ])('serialises %j', (over, expected) => {
    expect(serializePartnersList({ ...base, ...over })).toBe(expected);
  });
});
