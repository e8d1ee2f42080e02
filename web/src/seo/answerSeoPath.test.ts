import {
  additionalMetadata,
  courseApiDetail,
  courseSummary,
  discoveryDocument,
  discoveryHit,
  partnerRecord,
} from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import { server } from '../test/server.ts';
import { ORIGIN, plainSettings, testSettings } from '../test/settings.ts';
import { answerSeoPath, sitemapCollector } from './answerSeoPath.ts';
import { platformFetch } from './platformFetch.ts';
import { collectSitemapEntries, lastmodOf, PAGES_AT_ONCE, type SitemapSettings } from './sitemapEntries.ts';
import { SITEMAP_NAMESPACE } from './sitemapXml.ts';

const APP = 'https://atrium.example';
const AC = `${ORIGIN}/admin-console/api`;

/**
 * The network as Node's fetch sees it, every request recorded. MSW would keep the cookies its answers
 * set and send them back, as a browser does, which Node's fetch never does: a test platform sets its
 * cookie in `X-Test-Set-Cookie`, turned into `Set-Cookie` here, out of MSW's sight.
 */
function nodeNetwork(asked: string[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    const response = await globalThis.fetch(request);
    const cookie = response.headers.get('X-Test-Set-Cookie');
    if (!cookie) return response;
    const headers = new Headers(response.headers);
    headers.set('Set-Cookie', cookie);
    return new Response(await response.text(), { status: response.status, headers });
  };
}

/** The app's client as the server makes it: no learner's cookies; every request recorded. */
function serverClient(
  settings: SitemapSettings & Parameters<typeof createApiClient>[0],
  fetchFn?: typeof fetch,
) {
  const asked: string[] = [];
  const recording = nodeNetwork(asked);
  const client = createApiClient(settings, { readCookies: () => '', fetch: fetchFn ?? recording });
  return { client, asked };
}

const locs = (xml: string) =>
  Array.from(
    new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagNameNS(SITEMAP_NAMESPACE, 'loc'),
    (node) => node.textContent,
  );

describe('lastmodOf', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['not a date', undefined],
    ['2024-05-25', '2024-05-25'],
    ['2024-02-30', undefined],
    ['2024-05-25T10:00:00Z', '2024-05-25T10:00:00Z'],
    ['2024-05-25T10:00:00.250Z', '2024-05-25T10:00:00.250Z'],
    ['2024-05-25T12:00:00+02:00', '2024-05-25T10:00:00Z'],
    // The admin console's own form (the earlier client's sample): the day it names.
    ['25 May 2023', '2023-05-25'],
  ])('%j → %j', (raw, expected) => {
    expect(lastmodOf(raw)).toBe(expected);
  });
});

// ---------------------------------------------------------------------------------------------------
// An admin-console platform: discovery (courses and programs), partners and instructors, paged.

interface CatalogueOptions {
  /** 0-based discovery pages that answer 500. */
  failingPages?: number[];
  /** Every call answers 500. */
  down?: boolean;
}

const hit = (slug: string, { program = false, modified = null as string | null } = {}) => ({
  ...discoveryHit,
  data: {
    ...discoveryHit.data,
    id: program ? slug : `course-v1:TID+${slug}+2024`,
    course_metadata: {
      ...courseSummary,
      course_slug: slug,
      additional_metadata: { ...additionalMetadata, last_modification_date: modified },
    },
  },
  isProgram: program,
});

/** 205 hits (three pages of 100), 101 partners (two pages), 45 instructors (three pages of 20). */
const HITS = [
  hit("o'neil & co", { modified: '25 May 2023' }),
  hit('data-program', { program: true, modified: '2024-01-01T00:00:00Z' }),
  hit('ml', { modified: '2024-03-01T12:30:00.000Z' }),
  ...Array.from({ length: 202 }, (_, i) => hit(`course-${i}`)),
];
const PARTNERS = [
  { ...partnerRecord, organization: { ...partnerRecord.organization, short_name: 'R&D' } },
  ...Array.from({ length: 100 }, (_, i) => ({
    ...partnerRecord,
    organization: { ...partnerRecord.organization, id: i + 10, short_name: `P${i}` },
  })),
];
const INSTRUCTORS = Array.from({ length: 45 }, (_, i) => ({
  name: `I ${i}`,
  slug: `i-${i}`,
  courses_count: 1,
}));

function adminConsole({ failingPages = [], down = false }: CatalogueOptions = {}) {
  const failed = () => HttpResponse.json({ detail: 'Server error' }, { status: 500 });
  server.use(
    http.get(`${ORIGIN}/csrf/api/v1/token`, () =>
      down ? failed() : HttpResponse.json({ csrfToken: 'tok' }),
    ),
    http.post(`${AC}/full-course-discovery/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('page_size'));
      const index = Number(query.get('page_index'));
      if (down || failingPages.includes(index)) return failed();
      return HttpResponse.json({ results: HITS.slice(index * size, (index + 1) * size), total: HITS.length });
    }),
    http.get(`${AC}/partner-list/`, ({ request }) => {
      if (down) return failed();
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('page_size'));
      const page = Number(query.get('page'));
      const pages = Math.ceil(PARTNERS.length / size);
      return HttpResponse.json({
        count: PARTNERS.length,
        next: page < pages ? String(page + 1) : null,
        previous: null,
        num_pages: pages,
        results: PARTNERS.slice((page - 1) * size, page * size),
      });
    }),
    http.get(`${AC}/instructor-list/`, ({ request }) => {
      if (down) return failed();
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      const last = page * 20 >= INSTRUCTORS.length;
      return HttpResponse.json({
        count: INSTRUCTORS.length,
        next: last ? null : `${AC}/instructor-list/?page=${page + 1}`,
        previous: null,
        results: INSTRUCTORS.slice((page - 1) * 20, page * 20),
      });
    }),
  );
}

describe('answerSeoPath on an admin-console platform', () => {
  const settings = testSettings({}, { BASE_URL: APP });

  it('answers /sitemap.xml with every course, program, partner and instructor page, walking every page', async () => {
    adminConsole();
    const { client, asked } = serverClient(settings);
    const answer = await answerSeoPath('/sitemap.xml', { client, settings });

    expect(answer?.status).toBe(200);
    expect(answer?.contentType).toBe('application/xml; charset=utf-8');
    const body = answer?.body ?? '';
    const all = locs(body);
    expect(all).toHaveLength(204 + 1 + 101 + 45);
    expect(all.slice(0, 3)).toEqual([
      `${APP}/course/o'neil%20%26%20co/`,
      `${APP}/program/data-program/`,
      `${APP}/course/ml/`,
    ]);
    expect(all).toContain(`${APP}/course/course-201/`);
    expect(all).toContain(`${APP}/partners/R%26D`);
    expect(all).toContain(`${APP}/partners/P99`);
    expect(all.filter((loc) => loc.startsWith(`${APP}/instructor/`))).toHaveLength(45);
    // Escaped in the XML; a course's date where the platform gave one, none for a program.
    expect(body).toContain(
      `<url><loc>${APP}/course/o&apos;neil%20%26%20co/</loc><lastmod>2023-05-25</lastmod></url>`,
    );
    expect(body).toContain(`<url><loc>${APP}/program/data-program/</loc></url>`);
    expect(body).toContain(`<url><loc>${APP}/course/ml/</loc><lastmod>2024-03-01T12:30:00Z</lastmod></url>`);
    expect(body).toContain(`<url><loc>${APP}/course/course-0/</loc></url>`);
    expect(body.match(/<lastmod>/g)).toHaveLength(2);

    // The token once (discovery is a POST), three discovery pages, two partner pages, three instructor pages.
    expect(asked.filter((call) => call.includes('csrf'))).toHaveLength(1);
    expect(asked.filter((call) => call.startsWith('POST')).sort()).toEqual([
      `POST /admin-console/api/full-course-discovery/?page_size=100&page_index=0`,
      `POST /admin-console/api/full-course-discovery/?page_size=100&page_index=1`,
      `POST /admin-console/api/full-course-discovery/?page_size=100&page_index=2`,
    ]);
    expect(asked.filter((call) => call.includes('partner-list'))).toHaveLength(2);
    expect(asked.filter((call) => call.includes('instructor-list'))).toHaveLength(3);
    expect(asked).toHaveLength(9);
  });

  it('names no program page on a platform without the `programs` extension (its cards link nowhere)', async () => {
    adminConsole();
    const plain = { ...plainSettings(), baseUrl: APP };
    const { client } = serverClient(plain);
    const { entries } = await collectSitemapEntries(client, plain);
    expect(entries.some(({ loc }) => loc.includes('/program/'))).toBe(false);
    expect(entries).toHaveLength(204 + 101 + 45);
  });

  it('leaves out the pages of a call that failed and answers the rest', async () => {
    adminConsole({ failingPages: [1] });
    const { client } = serverClient(settings);
    const collection = await collectSitemapEntries(client, settings);
    expect(collection.failed.map(({ listing, page }) => [listing, page])).toEqual([['catalogue', 2]]);
    expect(collection.answered).toBe(7);

    const answer = await answerSeoPath('/sitemap.xml', {
      client,
      settings,
      collect: () => Promise.resolve(collection),
    });
    expect(answer?.status).toBe(200);
    const all = locs(answer?.body ?? '');
    expect(all).toHaveLength(105 + 101 + 45);
    expect(all).toContain(`${APP}/course/course-96/`);
    expect(all).not.toContain(`${APP}/course/course-97/`);
    expect(all).toContain(`${APP}/course/course-197/`);
  });

  it('answers 503 when nothing answered', async () => {
    adminConsole({ down: true });
    const { client } = serverClient(settings);
    const answer = await answerSeoPath('/sitemap.xml', { client, settings });
    expect(answer).toEqual({
      status: 503,
      contentType: 'text/plain; charset=utf-8',
      body: 'The platform did not answer. Try again later.\n',
    });
  });

  it('says which list it cut at the page bound', async () => {
    adminConsole();
    const { client } = serverClient(settings);
    const collection = await collectSitemapEntries(client, settings, { maxPages: 2 });
    expect(collection.truncated.sort()).toEqual(['catalogue', 'instructors']);
    expect(collection.entries.filter(({ loc }) => loc.includes('/instructor/'))).toHaveLength(40);
    expect(collection.failed).toEqual([]);
  });
});

describe('answerSeoPath, the paths it answers', () => {
  const settings = testSettings({}, { BASE_URL: APP });

  it('answers /robots.txt without asking the platform', async () => {
    const { client, asked } = serverClient(settings);
    const answer = await answerSeoPath('/robots.txt', { client, settings });
    expect(answer?.status).toBe(200);
    expect(answer?.contentType).toBe('text/plain; charset=utf-8');
    expect(answer?.body).toContain(`Sitemap: ${APP}/sitemap.xml\n`);
    expect(asked).toEqual([]);
  });

  it.each([
    '/',
    '/course/x/',
    '/sitemap',
    '/sitemap.xml.gz',
    '/Sitemap.xml',
    '/robots.txt/',
    '/atrium/sitemap.xml',
  ])('leaves %s to the pages (null)', async (path) => {
    const { client } = serverClient(settings);
    expect(await answerSeoPath(path, { client, settings })).toBeNull();
  });

  it.each(['/sitemap-0.xml', '/sitemap-01.xml'])(
    'answers %s 404 without asking the platform',
    async (path) => {
      const { client, asked } = serverClient(settings);
      expect((await answerSeoPath(path, { client, settings }))?.status).toBe(404);
      expect(asked).toEqual([]);
    },
  );

  it('answers /sitemap-1.xml 404 while one file holds every entry', async () => {
    adminConsole();
    const { client } = serverClient(settings);
    expect((await answerSeoPath('/sitemap-1.xml?x=1', { client, settings }))?.status).toBe(404);
  });

  it('answers under the public path, and ignores a query', async () => {
    adminConsole();
    const atrium = testSettings({}, { BASE_URL: APP, PUBLIC_PATH: '/atrium/' });
    const { client } = serverClient(atrium);
    expect(await answerSeoPath('/sitemap.xml', { client, settings: atrium })).toBeNull();
    expect((await answerSeoPath('/atrium/robots.txt', { client, settings: atrium }))?.body).toContain(
      `Disallow: /atrium/overview\n`,
    );
    const answer = await answerSeoPath('/atrium/sitemap.xml?utm=1', { client, settings: atrium });
    expect(locs(answer?.body ?? '')[0]).toBe(`${APP}/atrium/course/o'neil%20%26%20co/`);
  });
});

describe('sitemapCollector', () => {
  const settings = testSettings({}, { BASE_URL: APP });

  it('keeps a collection for its time, shared by the index and its files, then asks again', async () => {
    adminConsole();
    const { client, asked } = serverClient(settings);
    let now = 0;
    const collect = sitemapCollector(client, settings, { maxAgeMs: 1000, now: () => now });
    await Promise.all([
      answerSeoPath('/sitemap.xml', { client, settings, collect }),
      answerSeoPath('/sitemap-1.xml', { client, settings, collect }),
    ]);
    const once = asked.length;
    now = 999;
    await answerSeoPath('/sitemap.xml', { client, settings, collect });
    expect(asked).toHaveLength(once);
    now = 1000;
    await answerSeoPath('/sitemap.xml', { client, settings, collect });
    expect(asked.length).toBeGreaterThan(once);
  });

  it('does not keep a collection nothing answered', async () => {
    adminConsole({ down: true });
    const { client } = serverClient(settings);
    const collect = sitemapCollector(client, settings, { now: () => 0 });
    expect((await answerSeoPath('/sitemap.xml', { client, settings, collect }))?.status).toBe(503);
    adminConsole();
    expect((await answerSeoPath('/sitemap.xml', { client, settings, collect }))?.status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------
// A stock LMS (PLATFORM_API=openedx): its courses from the Course API's list (its discovery index holds
// only those still open for enrollment); its search, which the partner list asks, is a Django view that
// checks the CSRF cookie.

const LMS = 'http://lms.test';
const stockSettings = resolveBaseSettings({ LMS_BASE_URL: LMS, PLATFORM_API: 'openedx', BASE_URL: APP }, APP);

const courseId = (i: number) => `course-v1:${i % 2 ? 'dev' : 'OpenEdx'}+${i}+2031`;
const courseAddress = (i: number) => `${APP}/course/${encodeURIComponent(courseId(i))}/`;

/** The Course API's 230 courses, in its order; the one it marks hidden (catalogue visibility `about`). */
const COURSE_COUNT = 230;
const HIDDEN = 5;
const COURSES = Array.from({ length: COURSE_COUNT }, (_, i) => ({
  ...courseApiDetail,
  id: courseId(i),
  course_id: courseId(i),
  org: i % 2 ? 'dev' : 'OpenEdx',
  number: String(i),
  hidden: i === HIDDEN,
}));

/** The discovery index: the first 150 courses (the others' enrollment has ended), two orgs. */
const DOCUMENTS = COURSES.slice(0, 150).map(({ id, org }) => ({ ...discoveryDocument, id, course: id, org }));

const orgCounts = () => ({ OpenEdx: 75, dev: 75 });

interface StockOptions {
  /** Verawood has `course_list_search`; Sumac answers it 404 (course discovery instead). */
  release?: 'verawood' | 'sumac';
  /** 1-based Course API pages that answer 500. */
  failingCoursePages?: number[];
  /** The most the Course API puts on a page (the LMS's `max_page_size` is 100; a platform may set less). */
  maxPageSize?: number;
  /** Each Course API page after the first begins with the last course of the page before (a course added). */
  shifted?: boolean;
  /** Every call answers 500. */
  down?: boolean;
}

function stockPlatform({
  release = 'verawood',
  failingCoursePages = [],
  maxPageSize = 100,
  shifted = false,
  down = false,
}: StockOptions = {}) {
  const failed = () => HttpResponse.json({ detail: 'Server error' }, { status: 500 });
  const csrfChecked = (request: Request) =>
    request.headers.get('X-CSRFToken') === 'tok' &&
    /(^|; )csrftoken=tok(;|$)/.test(request.headers.get('Cookie') ?? '');
  const page = async (request: Request) => {
    if (down) return failed();
    if (!csrfChecked(request))
      return new HttpResponse('<h1>Forbidden (403)</h1><p>CSRF verification failed.</p>', { status: 403 });
    const form = new URLSearchParams(await request.text());
    const size = Number(form.get('page_size') ?? 20);
    const index = Number(form.get('page_index') ?? 0);
    return HttpResponse.json({
      took: 1,
      total: DOCUMENTS.length,
      max_score: null,
      results: DOCUMENTS.slice(index * size, (index + 1) * size).map((data) => ({ _id: data.id, data })),
      aggs: { org: { terms: orgCounts(), total: 150, other: 0 } },
    });
  };
  server.use(
    http.get(`${LMS}/csrf/api/v1/token`, () =>
      down
        ? failed()
        : HttpResponse.json(
            { csrfToken: 'tok' },
            { headers: { 'X-Test-Set-Cookie': 'csrftoken=tok; Path=/; SameSite=Lax' } },
          ),
    ),
    http.post(`${LMS}/search/unstable/v0/course_list_search/`, ({ request }) =>
      release === 'verawood' ? page(request) : new HttpResponse('Not found', { status: 404 }),
    ),
    http.post(`${LMS}/search/course_discovery/`, ({ request }) => page(request)),
    // As `CourseListView` pages it: 10 a page unless asked, at most `maxPageSize`, 404 past the end.
    http.get(`${LMS}/api/courses/v1/courses/`, ({ request }) => {
      if (down) return failed();
      const query = new URL(request.url).searchParams;
      const size = Math.min(Number(query.get('page_size') ?? 10), maxPageSize);
      const number = Number(query.get('page') ?? 1);
      const pages = Math.max(1, Math.ceil(COURSES.length / size));
      if (number > pages) return HttpResponse.json({ developer_message: 'Invalid page.' }, { status: 404 });
      if (failingCoursePages.includes(number)) return failed();
      const from = (number - 1) * size - (shifted && number > 1 ? 1 : 0);
      const at = (n: number) => `${LMS}/api/courses/v1/courses/?page=${n}&page_size=${size}`;
      return HttpResponse.json({
        results: COURSES.slice(from, number * size),
        pagination: {
          count: COURSES.length,
          num_pages: pages,
          next: number < pages ? at(number + 1) : null,
          previous: number > 1 ? at(number - 1) : null,
        },
      });
    }),
  );
}

/** The app's client on the server, as the renderer makes it for a stock platform (platformFetch). */
function stockClient() {
  const asked: string[] = [];
  const { client } = serverClient(stockSettings, platformFetch({ origin: APP, fetch: nodeNetwork(asked) }));
  return { client, asked };
}

const courseLocs = (entries: readonly { loc: string }[]) =>
  entries.map(({ loc }) => loc).filter((loc) => loc.startsWith(`${APP}/course/`));

/** Every course the Course API lists, but the hidden one. */
const LISTED = Array.from({ length: COURSE_COUNT }, (_, i) => i).filter((i) => i !== HIDDEN);

describe('answerSeoPath on a stock platform', () => {
  it('names every course of its Course API list (by course id) and its organisations, and asks no instructors (it has none)', async () => {
    stockPlatform();
    const { client, asked } = stockClient();
    const answer = await answerSeoPath('/sitemap.xml', { client, settings: stockSettings });

    expect(answer?.status).toBe(200);
    const all = locs(answer?.body ?? '');
    expect(all).toHaveLength(LISTED.length + 2);
    expect(all.slice(0, LISTED.length)).toEqual(LISTED.map(courseAddress));
    expect(all[0]).toBe(`${APP}/course/course-v1%3AOpenEdx%2B0%2B2031/`);
    // A course the discovery index does not hold (its enrollment has ended) is named too.
    expect(all).toContain(courseAddress(200));
    expect(all.slice(-2).sort()).toEqual([`${APP}/partners/OpenEdx`, `${APP}/partners/dev`]);
    // The Course API gives no date of change.
    expect(answer?.body).not.toContain('<lastmod>');
    // The token and the partner list's search (100 courses, for the org counts) with the Course API's
    // names; the Course API list's three pages of 100. No catalogue search, no instructor call.
    expect(asked.sort()).toEqual([
      'GET /api/courses/v1/courses/?page=1&page_size=100',
      'GET /api/courses/v1/courses/?page=2&page_size=100',
      'GET /api/courses/v1/courses/?page=3&page_size=100',
      'GET /api/courses/v1/courses/?page_size=100',
      'GET /csrf/api/v1/token',
      'POST /search/course_discovery/',
    ]);
  });

  it.each<{
    name: string;
    options: StockOptions;
    named: number[];
    failed?: number[];
    truncated?: boolean;
    maxPages?: number;
  }>([
    { name: 'a Sumac platform (no course_list_search) alike', options: { release: 'sumac' }, named: LISTED },
    {
      name: 'the pages the platform says it has, at its own page size',
      options: { maxPageSize: 40 },
      named: LISTED,
    },
    {
      name: 'each course once when a page repeats the one before’s last',
      options: { shifted: true },
      named: LISTED,
    },
    {
      name: 'all but the failed page’s courses',
      options: { failingCoursePages: [2] },
      named: LISTED.filter((i) => i < 100 || i >= 200),
      failed: [2],
    },
    {
      name: 'no course when the first page failed (it tells how many there are)',
      options: { failingCoursePages: [1] },
      named: [],
      failed: [1],
    },
    {
      name: 'the first pages up to the bound, and says it cut the list',
      options: {},
      named: LISTED.filter((i) => i < 200),
      truncated: true,
      maxPages: 2,
    },
  ])('names $name', async ({ options, named, failed = [], truncated = false, maxPages }) => {
    stockPlatform(options);
    const { client } = stockClient();
    const collection = await collectSitemapEntries(client, stockSettings, { maxPages });
    expect(courseLocs(collection.entries)).toEqual(named.map(courseAddress));
    expect(collection.failed.map(({ listing, page }) => [listing, page])).toEqual(
      failed.map((page) => ['catalogue', page]),
    );
    expect(collection.truncated).toEqual(truncated ? ['catalogue'] : []);
    expect(collection.entries.filter(({ loc }) => loc.includes('/partners/'))).toHaveLength(2);
    expect(collection.entries.some(({ lastmod }) => lastmod !== undefined)).toBe(false);
  });

  it('asks the Course API list no more than 4 pages at once', async () => {
    stockPlatform({ maxPageSize: 10 });
    let open = 0;
    let most = 0;
    const base = platformFetch({ origin: APP, fetch: nodeNetwork([]) });
    const counting: typeof fetch = async (input, init) => {
      const listed = new Request(input, init).url.includes('/api/courses/v1/courses/?page=');
      if (listed) most = Math.max(most, ++open);
      try {
        return await base(input, init);
      } finally {
        if (listed) open -= 1;
      }
    };
    const { client } = serverClient(stockSettings, counting);
    const { entries } = await collectSitemapEntries(client, stockSettings);
    expect(courseLocs(entries)).toHaveLength(LISTED.length);
    expect(most).toBe(PAGES_AT_ONCE);
  });

  it('names the courses through a client without the CSRF cookie (a GET), leaving the partners out', async () => {
    stockPlatform();
    const { client } = serverClient(stockSettings);
    const collection = await collectSitemapEntries(client, stockSettings);
    expect(courseLocs(collection.entries)).toHaveLength(LISTED.length);
    expect(collection.failed.map(({ listing }) => listing)).toEqual(['partners']);
  });

  it('answers 503 when nothing answered', async () => {
    stockPlatform({ down: true });
    const { client } = stockClient();
    const collection = await collectSitemapEntries(client, stockSettings);
    expect(collection.answered).toBe(0);
    expect(collection.failed.map(({ listing }) => listing).sort()).toEqual(['catalogue', 'partners']);
    expect(
      (
        await answerSeoPath('/sitemap.xml', {
          client,
          settings: stockSettings,
          collect: () => Promise.resolve(collection),
        })
      )?.status,
    ).toBe(503);
  });
});
