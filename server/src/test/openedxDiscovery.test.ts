/** `POST /search/course_discovery/` in the stock shape: pages, text, the three facets and their counts. */
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, csrfFor, fixtureCourse, startServer, type TestServer } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
});

const search = async (body: Record<string, unknown> = {}) =>
  stockParsed('courseDiscovery', await stockCall(server.app, 'courseDiscovery', { body }));

/** Courses a stock index returns: those whose enrollment has not ended. */
const openCourses = () =>
  server.db
    .prepare('SELECT count(*) FROM courses WHERE enrollment_end IS NULL OR enrollment_end >= ?')
    .pluck()
    .get(new Date().toISOString()) as number;

describe('course discovery', () => {
  it('answers a visitor 20 courses and the whole total, with org, language and modes counts', async () => {
    const answer = await search();
    expect(answer.results).toHaveLength(20);
    expect(answer.total).toBe(openCourses());
    expect(Object.keys(answer.aggs).sort()).toEqual(['language', 'modes', 'org']);
    for (const name of ['org', 'language'] as const) {
      const counts = Object.values(answer.aggs[name]?.terms ?? {});
      expect(
        counts.reduce((a, b) => a + b, 0),
        name,
      ).toBe(answer.total);
      expect(answer.aggs[name]?.total).toBe(answer.total);
      expect(answer.aggs[name]?.other).toBe(0);
    }
  });

  it('leaves out a course whose enrollment has ended, as the stock index does', async () => {
    const closed = fixtureCourse(server.db, 'closed');
    const python = fixtureCourse(server.db, 'python');
    const ids = (await search({ page_size: 100, page_index: 0 })).results.map((r) => r.data.id);
    const all = [...ids, ...(await search({ page_size: 100, page_index: 1 })).results.map((r) => r.data.id)];
    expect(all).toContain(python.courseKey);
    expect(all).not.toContain(closed.courseKey);
  });

  it('shapes each hit as a course_info document', async () => {
    const python = fixtureCourse(server.db, 'python');
    const [hit] = (await search({ search_string: 'Introduction to Python Programming' })).results;
    expect(hit?._id).toBe(python.courseKey);
    expect(hit?.data).toMatchObject({
      id: python.courseKey,
      course: python.courseKey,
      content: { display_name: 'Introduction to Python Programming', number: 'CS101' },
      org: 'AtriumX',
      modes: ['honor'],
      language: 'en',
      self_paced: true,
      catalog_visibility: 'both',
    });
    expect(hit?.data.content.overview).not.toMatch(/[<>]/);
    expect(hit?.data.image_url).toMatch(/^\/static\/covers\//);
    // The partner's logo, served by this server (Ulmo and later index it).
    expect(hit?.data.org_image_url).toBe('http://localhost:80/static/partners/AtriumX.svg');
    const logo = await server.app.inject({ method: 'GET', url: '/static/partners/AtriumX.svg' });
    expect(logo.statusCode).toBe(200);
  });

  it('sorts by start date, oldest first, with enable_course_sorting_by_start_date', async () => {
    const sorted = await search({ enable_course_sorting_by_start_date: true, page_size: 100 });
    const starts = sorted.results.map((r) => r.data.start ?? '');
    expect(starts).toEqual([...starts].sort());
    const unsorted = await search({ enable_course_sorting_by_start_date: 'off', page_size: 100 });
    expect(unsorted.results.map((r) => r.data.start)).not.toEqual(starts);
    expect(unsorted.total).toBe(sorted.total);
  });

  it('pages with page_size and a 0-based page_index', async () => {
    const first = await search({ page_size: 5, page_index: 0 });
    const second = await search({ page_size: 5, page_index: 1 });
    expect(first.results).toHaveLength(5);
    expect(second.results).toHaveLength(5);
    const firstIds = new Set(first.results.map((r) => r.data.id));
    expect(second.results.some((r) => firstIds.has(r.data.id))).toBe(false);
  });

  it('reads page_index only beside a page_size, as edx-search does', async () => {
    const first = await search();
    const ignored = await search({ page_index: 1 });
    expect(ignored.results.map((r) => r.data.id)).toEqual(first.results.map((r) => r.data.id));
  });

  it.each([
    ['org', 'AtriumX', (d: { org: string }) => d.org === 'AtriumX'],
    ['org', 'atriumx', (d: { org: string }) => d.org === 'AtriumX'],
    ['language', 'fa', (d: { language: string | null }) => d.language === 'fa'],
    ['modes', 'verified', (d: { modes: string[] }) => d.modes.includes('verified')],
    ['modes', 'audit', (d: { modes: string[] }) => d.modes.includes('audit')],
  ] as const)('filters by %s=%s, and counts only the selection', async (field, value, matches) => {
    const all = await search();
    const answer = await search({ [field]: value, page_size: 100 });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(all.total);
    expect(answer.results).toHaveLength(answer.total);
    for (const hit of answer.results) expect(matches(hit.data as never), hit.data.id).toBe(true);
    const orgCounts = Object.values(answer.aggs.org?.terms ?? {});
    expect(orgCounts.reduce((a, b) => a + b, 0)).toBe(answer.total);
  });

  it('counts a facet for the current text: only the languages of the matching courses', async () => {
    const answer = await search({ search_string: 'مبانی هوش مصنوعی' });
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.aggs.language?.terms).toEqual({ fa: answer.total });
  });

  it('reads the last value of a repeated facet field, as Django does', async () => {
    const answer = await search({ language: ['ar', 'fa'], page_size: 100 });
    expect(new Set(answer.results.map((r) => r.data.language))).toEqual(new Set(['fa']));
  });

  it('answers nothing found with an empty page and empty counts', async () => {
    const answer = await search({ search_string: 'zzqxv' });
    expect(answer).toMatchObject({ total: 0, results: [] });
    expect(answer.aggs.org).toEqual({ terms: {}, total: 0, other: 0 });
  });

  it('reads fields only from a form body', async () => {
    const jar = new CookieJar();
    const token = await csrfFor(server.app, jar);
    const response = await server.app.inject({
      method: 'POST',
      url: '/search/course_discovery/',
      headers: { cookie: jar.header, 'x-csrftoken': token, 'content-type': 'application/json' },
      payload: JSON.stringify({ search_string: 'python', page_size: 1 }),
    });
    const answer = stockParsed('courseDiscovery', response);
    expect([answer.total, answer.results.length]).toEqual([openCourses(), 20]);
  });

  it.each([
    { page_size: 0 },
    { page_size: 101 },
    { page_index: 'two' },
    { enable_course_sorting_by_start_date: 'sometimes' },
  ])('refuses %j with the search error body', async (body) => {
    expectStockError(await stockCall(server.app, 'courseDiscovery', { body }), 400, ['error']);
  });

  it('refuses a request without the CSRF token with Django’s page', async () => {
    const response = await stockCall(server.app, 'courseDiscovery', { body: {}, csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('CSRF verification failed');
  });
});
