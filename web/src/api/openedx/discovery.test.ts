import { meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';

/** The stock discovery, counting orgs as if it were filtered by the form's org (as the index does). */
function stockDiscovery() {
  const forms: Record<string, string>[] = [];
  server.use(
    http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
    http.post(`${LMS}/search/course_discovery/`, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      forms.push(form);
      const org = form.org
        ? { terms: { [form.org]: 1 }, total: 1, other: 0 }
        : { terms: { OpenEdx: 1, dev: 1 }, total: 2, other: 0 };
      return HttpResponse.json({
        ...meilisearchDiscoveryAnswer,
        aggs: { ...meilisearchDiscoveryAnswer.aggs, org },
      });
    }),
  );
  return forms;
}

const client = () => stockClient('csrftoken=tok').client;

describe('discovery search on a stock platform', () => {
  it('counts a chosen org without its own filter, so the other orgs stay listed', async () => {
    const forms = stockDiscovery();
    const answer = await client().call('discoverySearch', {
      query: { page_size: 12, page_index: 0 },
      body: { search_string: 'soil', partners: ['dev'] },
    });
    expect(answer.facets?.partners?.terms).toEqual({ OpenEdx: 1, dev: 1 });
    expect(forms).toEqual(
      expect.arrayContaining([
        { search_string: 'soil', page_size: '12', page_index: '0', org: 'dev' },
        { search_string: 'soil', page_size: '1', page_index: '0' },
      ]),
    );
    expect(forms).toHaveLength(2);
  });

  it('asks once when no facet is chosen', async () => {
    const forms = stockDiscovery();
    await client().call('discoverySearch', {
      query: { page_size: 12, page_index: 0 },
      body: { search_string: 'soil' },
    });
    expect(forms).toEqual([{ search_string: 'soil', page_size: '12', page_index: '0' }]);
  });
});
