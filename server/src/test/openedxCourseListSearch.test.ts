/**
 * `POST /search/unstable/v0/course_list_search/` (edx-search ≥ 4.4.0): several values per facet,
 * OR within a facet and AND across, each chosen facet counted without itself; and the start-date sort.
 */
import type { CourseDiscoveryResults } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
});

const listSearch = async (body: Record<string, unknown> = {}) =>
  stockParsed('courseListSearch', await stockCall(server.app, 'courseListSearch', { body }));
const discovery = async (body: Record<string, unknown> = {}) =>
  stockParsed('courseDiscovery', await stockCall(server.app, 'courseDiscovery', { body }));

/** The facet's values, largest count first. */
const valuesOf = (answer: CourseDiscoveryResults, name: string) =>
  Object.entries(answer.aggs[name]?.terms ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([value]) => value);

/** Every hit of a search, paging through it. */
async function allHits(body: Record<string, unknown>) {
  const first = await listSearch({ ...body, page_size: 100, page_index: 0 });
  const hits = [...first.results];
  for (let page = 1; hits.length < first.total; page++)
    hits.push(...(await listSearch({ ...body, page_size: 100, page_index: page })).results);
  return { answer: first, hits: hits.map((h) => h.data) };
}

describe('course list search', () => {
  it('answers what course discovery answers for the same single values', async () => {
    const body = { search_string: 'data', language: 'en', page_size: 10 };
    const [list, single] = [await listSearch(body), await discovery(body)];
    expect(list.total).toBe(single.total);
    expect(list.results.map((r) => r.data.id)).toEqual(single.results.map((r) => r.data.id));
    // The chosen language is counted without itself here, within itself there.
    expect(Object.keys(single.aggs.language?.terms ?? {})).toEqual(['en']);
    expect(Object.keys(list.aggs.language?.terms ?? {}).length).toBeGreaterThan(1);
  });

  it('ORs the values of one facet', async () => {
    const all = await listSearch();
    const [a, b] = valuesOf(all, 'org');
    const { answer, hits } = await allHits({ org: [a, b] });
    expect(answer.total).toBe((all.aggs.org?.terms[a!] ?? 0) + (all.aggs.org?.terms[b!] ?? 0));
    expect(new Set(hits.map((h) => h.org))).toEqual(new Set([a, b]));
  });

  it('ANDs the facets, and counts a chosen facet as if it were not chosen', async () => {
    const all = await listSearch();
    const [a, b] = valuesOf(all, 'org');
    const languagesOfA = await listSearch({ org: a });
    const language = valuesOf(languagesOfA, 'language')[0]!;
    const { answer, hits } = await allHits({ org: [a, b], language });
    for (const hit of hits) {
      expect([a, b]).toContain(hit.org);
      expect(hit.language).toBe(language);
    }
    // org counted with the language filter only: every org teaching in that language, with its count.
    const orgsInLanguage = await listSearch({ language });
    expect(answer.aggs.org?.terms).toEqual(orgsInLanguage.aggs.org?.terms);
    // language counted with the org filter only.
    const languagesOfAB = await discovery({ org: a });
    const languagesOfB = await discovery({ org: b });
    for (const [value, n] of Object.entries(answer.aggs.language?.terms ?? {}))
      expect(n, value).toBe(
        (languagesOfAB.aggs.language?.terms[value] ?? 0) + (languagesOfB.aggs.language?.terms[value] ?? 0),
      );
    // modes, not chosen, counted within the whole selection.
    const modesTotal = Object.values(answer.aggs.modes?.terms ?? {}).reduce((x, y) => x + y, 0);
    expect(modesTotal).toBeGreaterThanOrEqual(answer.total);
    expect(answer.aggs.org?.total).toBe(orgsInLanguage.total);
  });

  it('keeps the search text in the counts of a chosen facet', async () => {
    const text = await listSearch({ search_string: 'مبانی هوش مصنوعی' });
    const chosen = await listSearch({ search_string: 'مبانی هوش مصنوعی', language: ['fa', 'en'] });
    expect(chosen.aggs.language?.terms).toEqual(text.aggs.language?.terms);
    expect(chosen.aggs.language?.terms).toEqual({ fa: text.total });
  });

  it('ORs several modes: a free track or a paid one', async () => {
    const free = await listSearch({ modes: 'honor' });
    const paid = await listSearch({ modes: 'verified' });
    const either = await listSearch({ modes: ['honor', 'verified'] });
    expect(either.total).toBe(free.total + paid.total);
    expect(either.aggs.modes?.terms).toEqual((await listSearch()).aggs.modes?.terms);
  });

  it('ignores blank values, and finds nothing for an unknown one', async () => {
    const all = await listSearch();
    expect((await listSearch({ org: ['', ' '] })).total).toBe(all.total);
    const unknown = await listSearch({ org: 'NoSuchOrg' });
    expect(unknown.total).toBe(0);
    expect(unknown.aggs.org?.terms).toEqual(all.aggs.org?.terms);
  });

  it('sorts by start date, oldest first, when asked, with a text too', async () => {
    for (const text of [{}, { search_string: 'data' }]) {
      const { hits } = await allHits({ ...text, enable_course_sorting_by_start_date: 'true' });
      const starts = hits.map((h) => h.start ?? '');
      expect(starts.length).toBeGreaterThan(1);
      expect(starts).toEqual([...starts].sort());
      // Without the field the order is another one (newest first, or relevance).
      const unsorted = (await allHits(text)).hits.map((h) => h.id);
      expect(unsorted).not.toEqual(hits.map((h) => h.id));
    }
  });

  it.each([
    [{ page_size: 0 }, 'Invalid page size: 1 to 100'],
    [{ enable_course_sorting_by_start_date: 'maybe' }, "Invalid truth value: 'maybe'"],
  ])('refuses %j with the search error body', async (body, error) => {
    const response = await stockCall(server.app, 'courseListSearch', { body });
    expect(expectStockError(response, 400, ['error'])).toEqual({ error });
  });

  it('answers odd but valid input with an empty page, not an error', async () => {
    for (const body of [
      { search_string: '"*NEAR( OR -', org: ['"; DROP TABLE courses; --', "O'Brien"] },
      { page_size: 100, page_index: 999_999_999 },
      { language: ['[]', '%'], modes: ['honor', 'no-such-mode'] },
    ]) {
      const answer = await listSearch(body);
      expect(answer.results, JSON.stringify(body)).toEqual([]);
    }
  });

  it('refuses more than 100 values of one facet with the search error body', async () => {
    const org = Array.from({ length: 101 }, (_, i) => `org${i}`);
    expectStockError(await stockCall(server.app, 'courseListSearch', { body: { org } }), 400, ['error']);
  });
});
