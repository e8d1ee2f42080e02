import { meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { forgetSources, sourceVerdict } from '../../config/platformSources.ts';

const LIST_SEARCH = `${LMS}/search/unstable/v0/course_list_search/`;

/** A release without `course_list_search` (before Verawood): its address answers `status`. */
function noListSearch(status = 404) {
  const asked: string[] = [];
  server.use(
    http.post(LIST_SEARCH, async ({ request }) => {
      asked.push(await request.text());
      return HttpResponse.json({ detail: 'Not found.' }, { status });
    }),
  );
  return asked;
}

/** The stock discovery, counting orgs as if it were filtered by the form's org (as the index does). */
function stockDiscovery({ starts = [] as string[] } = {}) {
  const forms: Record<string, string>[] = [];
  noListSearch();
  server.use(
    http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
    http.post(`${LMS}/search/course_discovery/`, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      forms.push(form);
      const org = form.org
        ? { terms: { [form.org]: 1 }, total: 1, other: 0 }
        : { terms: { OpenEdx: 1, dev: 1 }, total: 2, other: 0 };
      const [hit] = meilisearchDiscoveryAnswer.results;
      return HttpResponse.json({
        ...meilisearchDiscoveryAnswer,
        ...(starts.length > 0 &&
          hit && {
            results: starts.map((start, i) => ({
              ...hit,
              data: { ...hit.data, id: `course-v1:O+${i}+R`, start },
            })),
          }),
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

  it('falls back to it where course_list_search answers 404 or 403, and asks that once a visit', async () => {
    for (const status of [404, 403]) {
      const forms = stockDiscovery();
      const listAsked = noListSearch(status);
      const api = client();
      for (const partners of [['dev'], ['OpenEdx', 'dev']]) {
        await api.call('discoverySearch', { query: { page_size: 12, page_index: 0 }, body: { partners } });
      }
      expect(listAsked).toHaveLength(1);
      expect(sourceVerdict(LMS, 'courseListSearch')).toBe('absent');
      // One value a facet there: the last one chosen.
      expect(forms.filter((form) => form.page_size === '12').map((form) => form.org)).toEqual(['dev', 'dev']);
      forgetSources();
    }
  });

  it.each([
    ['in start order: honoured', ['2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z'], 'present'],
    ['out of start order: ignored (before Ulmo)', ['2025-01-01T00:00:00Z', '2024-01-01T00:00:00Z'], 'absent'],
  ])(
    'sends the start-date order for "recent" and judges it by the answer: %s',
    async (_, starts, verdict) => {
      const forms = stockDiscovery({ starts });
      await client().call('discoverySearch', {
        query: { page_size: 12, page_index: 0, sort: 'recent' },
        body: {},
      });
      expect(forms[0]).toMatchObject({ enable_course_sorting_by_start_date: 'true' });
      expect(sourceVerdict(LMS, 'startDateSort')).toBe(verdict);
    },
  );

  it('sends no order for the sorts a stock index lacks, and judges none', async () => {
    const forms = stockDiscovery();
    await client().call('discoverySearch', {
      query: { page_size: 12, page_index: 0, sort: 'popular' },
      body: {},
    });
    expect(forms[0]).not.toHaveProperty('enable_course_sorting_by_start_date');
    expect(sourceVerdict(LMS, 'startDateSort')).toBeUndefined();
  });
});

describe('discovery search where course_list_search answers (Verawood on)', () => {
  function listSearch() {
    const forms: URLSearchParams[] = [];
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
      http.post(LIST_SEARCH, async ({ request }) => {
        forms.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({
          ...meilisearchDiscoveryAnswer,
          aggs: {
            ...meilisearchDiscoveryAnswer.aggs,
            org: { terms: { OpenEdx: 1, dev: 1, MITx: 3 }, total: 5, other: 0 },
          },
        });
      }),
      http.post(`${LMS}/search/course_discovery/`, () =>
        HttpResponse.json({ detail: 'not expected' }, { status: 500 }),
      ),
    );
    return forms;
  }

  it('sends every chosen value of a facet in one request, and keeps its counts as they come', async () => {
    const forms = listSearch();
    const answer = await client().call('discoverySearch', {
      query: { page_size: 12, page_index: 0, sort: 'recent' },
      body: { search_string: 'soil', partners: ['OpenEdx', 'dev'], language_codes: ['en', 'fr'], modes: [] },
    });
    expect(forms).toHaveLength(1);
    const form = forms[0];
    expect(form?.getAll('org')).toEqual(['OpenEdx', 'dev']);
    expect(form?.getAll('language')).toEqual(['en', 'fr']);
    expect(form?.has('modes')).toBe(false);
    expect(form?.get('search_string')).toBe('soil');
    expect(form?.get('enable_course_sorting_by_start_date')).toBe('true');
    expect(answer.facets?.partners?.terms).toEqual({ OpenEdx: 1, dev: 1, MITx: 3 });
    expect(sourceVerdict(LMS, 'courseListSearch')).toBe('present');
    expect(sourceVerdict(LMS, 'startDateSort')).toBe('present');
  });

  it('lets another failure through (no fallback hides a broken platform)', async () => {
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
      http.post(LIST_SEARCH, () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    await expect(
      client().call('discoverySearch', { query: { page_size: 12 }, body: {} }),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(sourceVerdict(LMS, 'courseListSearch')).toBeUndefined();
  });
});
