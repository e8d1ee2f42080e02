/** The organizations API (edx-organizations v0) over the seed's partners, to any signed-in user. */
import { describe, expect, it } from 'vitest';
import { CookieJar } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner', 'newcomer');

const partnerCount = () =>
  stock.server.db.prepare('SELECT count(*) FROM organizations').pluck().get() as number;

describe('organizations list', () => {
  it('pages every organisation, 10 a page, with the DefaultPagination envelope', async () => {
    const first = stockParsed(
      'organizations',
      await stockCall(stock.server.app, 'organizations', { jar: stock.jars.learner }),
    );
    const count = partnerCount();
    expect(count).toBeGreaterThan(10);
    expect(first).toMatchObject({
      count,
      num_pages: Math.ceil(count / 10),
      current_page: 1,
      start: 0,
      previous: null,
    });
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe('http://localhost/api/organizations/v0/organizations/?page=2');

    const second = stockParsed(
      'organizations',
      await stockCall(stock.server.app, 'organizations', { jar: stock.jars.learner, query: { page: 2 } }),
    );
    expect(second).toMatchObject({ current_page: 2, start: 10 });
    const ids = [...first.results, ...second.results].map((o) => o.id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('describes each organisation from its partner: name, short name, description, absolute logo', async () => {
    const page = stockParsed(
      'organizations',
      await stockCall(stock.server.app, 'organizations', {
        jar: stock.jars.learner,
        query: { page_size: 100 },
      }),
    );
    expect(page.results).toHaveLength(partnerCount());
    const partner = stock.server.db
      .prepare('SELECT short_name, name, description FROM organizations ORDER BY id LIMIT 1')
      .get() as { short_name: string; name: string; description: string };
    expect(page.results[0]).toMatchObject({
      short_name: partner.short_name,
      name: partner.name,
      description: partner.description,
      active: true,
    });
    expect(page.results[0]?.logo).toMatch(
      new RegExp(`^http://localhost(:80)?/static/partners/${partner.short_name}\\.svg$`),
    );
    expect(page.results[0]?.created).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('reads a page size over 100 as 100, and refuses a page past the end with 404', async () => {
    const big = await stockCall(stock.server.app, 'organizations', {
      jar: stock.jars.learner,
      query: { page_size: 500 },
    });
    expect(stockParsed('organizations', big).num_pages).toBe(1);
    const past = await stockCall(stock.server.app, 'organizations', {
      jar: stock.jars.learner,
      query: { page: 99 },
    });
    expect(expectStockError(past, 404, ['detail'])).toEqual({ detail: 'Invalid page.' });
    expectStockError(
      await stockCall(stock.server.app, 'organizations', { jar: stock.jars.learner, query: { page: 'x' } }),
      404,
      ['detail'],
    );
  });

  it('answers an inactive account too, and a visitor 401', async () => {
    stockParsed(
      'organizations',
      await stockCall(stock.server.app, 'organizations', { jar: stock.jars.newcomer }),
    );
    expectStockError(await stockCall(stock.server.app, 'organizations', { jar: new CookieJar() }), 401, [
      'detail',
    ]);
  });
});

describe('one organisation', () => {
  it('is found by its short name, with the same fields as in the list', async () => {
    const list = stockParsed(
      'organizations',
      await stockCall(stock.server.app, 'organizations', { jar: stock.jars.learner }),
    );
    const first = list.results[0];
    if (!first) throw new Error('no organisation');
    const one = stockParsed(
      'organization',
      await stockCall(stock.server.app, 'organization', {
        jar: stock.jars.learner,
        params: { short_name: first.short_name },
      }),
    );
    expect(one).toEqual(first);
  });

  it.each(['NoSuchOrg', 'Meridian+X'])('%s is a 404 in the DRF shape', async (shortName) => {
    const response = await stockCall(stock.server.app, 'organization', {
      jar: stock.jars.learner,
      params: { short_name: shortName },
    });
    expectStockError(response, 404, ['detail']);
  });

  it('refuses a visitor with 401', async () => {
    const response = await stockCall(stock.server.app, 'organization', {
      jar: new CookieJar(),
      params: { short_name: 'MeridianX' },
    });
    expectStockError(response, 401, ['detail']);
  });
});
