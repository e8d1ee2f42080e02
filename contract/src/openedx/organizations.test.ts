import { describe, expect, it } from 'vitest';
import { StockOrganization, StockOrganizationListQuery, StockOrganizationPage } from './organizations.ts';
import { stockOrganization, stockOrganizationPage } from './samples.ts';

describe('organizations API', () => {
  it('reads a page: the envelope and each organisation', () => {
    const out = StockOrganizationPage.parse(stockOrganizationPage);
    expect(out).toMatchObject({ count: 11, num_pages: 2, current_page: 1, start: 0, previous: null });
    expect(out.next).toBe(stockOrganizationPage.next);
    expect(out.results.map((o) => [o.short_name, o.logo])).toEqual([
      ['OpenEdx', stockOrganization.logo],
      ['dev', null],
    ]);
  });

  it('reads one organisation, a missing description as null', () => {
    const withoutDescription: Partial<typeof stockOrganization> = { ...stockOrganization };
    delete withoutDescription.description;
    expect(StockOrganization.parse(withoutDescription)).toEqual({ ...stockOrganization, description: null });
  });

  it('drops an organisation without a short name, keeping the rest of the page', () => {
    const out = StockOrganizationPage.parse({ results: [{ name: 'nameless' }, stockOrganization] });
    expect(out.results.map((o) => o.short_name)).toEqual(['OpenEdx']);
    expect(out).toMatchObject({ count: 0, num_pages: 1, current_page: 1, start: 0 });
  });

  it.each([
    [{}, {}],
    [
      { page: '2', page_size: '100' },
      { page: 2, page_size: 100 },
    ],
  ])('list query %j reads as %j', (query, expected) => {
    expect(StockOrganizationListQuery.parse(query)).toEqual(expected);
  });

  it.each([{ page: '0' }, { page_size: 'ten' }])('refuses the query %j', (query) => {
    expect(StockOrganizationListQuery.safeParse(query).success).toBe(false);
  });
});
