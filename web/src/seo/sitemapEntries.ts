/**
 * Every page `/sitemap.xml` names (issue 33, "Findable and shareable"): the canonical address of each
 * course, program, partner and instructor page, collected through the app's own client, so that a stock
 * platform (`PLATFORM_API=openedx`) is asked through the same adapters as its pages are
 * (api/openedx/). Framework-free: runs on the server and in the tests, no DOM.
 *
 * The platform's lists it walks, page by page:
 * - the catalogue: on an admin-console platform `discoverySearch` with no filters, 100 hits a page (the
 *   contract's most): every course, and on a platform with program pages (the `programs` extension)
 *   every program. A stock platform's discovery index holds only the courses whose enrollment has not
 *   ended (docs/open-edx-apis.md), so there the catalogue is its Course API list instead
 *   (`GET /api/courses/v1/courses/`, 100 a page, its `pagination.num_pages` followed; asked through
 *   the client's `callStock`, no call of the main table mapping onto it): every course it lists but
 *   those it marks `hidden` (catalogue visibility `about` or `none`: the operator keeps them out of the
 *   catalogue), each at `/course/{course id}/` as its card links it. It gives no date of change, so a
 *   stock course has no lastmod;
 * - partners: `partnerList`, 100 a page, by name (a stock platform's are its index's organisations);
 * - instructors: `instructorList`, following its `next` (the platform chooses the page size), only where
 *   the platform has instructor pages (`instructors` capability: not a stock LMS).
 *
 * A call that fails leaves its page's entries out and the rest stands: a sitemap that names most pages
 * is better for a crawler than none. Whether anything answered is in the collection (`answered`,
 * `failed`), so that the caller can answer 503 when nothing did.
 */
import type { ApiClient } from '../api/client.ts';
import type { BaseSettings } from '../config/baseSettings.ts';
import { hasCapability } from '../config/capabilities.ts';
import { hitHref } from '../common/course-card/courseHref.ts';
import { courseShareLink } from '../common/links/courseLinks.ts';
import { pageAddress } from '../common/links/pageAddress.ts';
import { instructorPath, partnerPath } from '../common/links/pageLinks.ts';

/** What the collection reads of the app's settings (AppSettings and BaseSettings both have it). */
export type SitemapSettings = Pick<
  BaseSettings,
  'baseUrl' | 'publicPath' | 'platformApi' | 'extensions' | 'lmsBaseUrl'
>;

/** One page of the sitemap: its absolute canonical address, and when the platform said it last changed. */
export interface SitemapEntry {
  readonly loc: string;
  /** W3C Datetime (`2024-05-25` or `2024-05-25T10:00:00Z`), only where the platform gave a date. */
  readonly lastmod?: string;
}

/** The platform's lists the sitemap walks. */
export type SitemapListing = 'catalogue' | 'partners' | 'instructors';

export interface SitemapFailure {
  readonly listing: SitemapListing;
  /** 1-based. */
  readonly page: number;
  readonly error: unknown;
}

export interface SitemapCollection {
  /** In the platform's order: courses and programs, then partners, then instructors; no address twice. */
  readonly entries: SitemapEntry[];
  /** How many calls answered. */
  readonly answered: number;
  /** The calls that failed: their pages' entries are left out. */
  readonly failed: SitemapFailure[];
  /** The lists cut at `MAX_PAGES` (their later pages are left out). */
  readonly truncated: SitemapListing[];
}

/** The most a catalogue page or a partner page may hold (the contract's `page_size` bound). */
export const LIST_PAGE_SIZE = 100;

/**
 * The most pages read of one list: 100 000 courses at 100 a page (the largest catalogue the benchmark
 * seeds), 20 000 instructors at the reference server's 20. A platform that answers more (or a `next`
 * that never ends) is cut there rather than asked for ever; the collection says which list was cut.
 */
export const MAX_PAGES = 1000;

/** Pages asked at once once the first page has told how many there are: quick, yet gentle on the platform. */
export const PAGES_AT_ONCE = 4;

export interface CollectOptions {
  /** Aborts every call still under way (the collection then rejects). */
  signal?: AbortSignal;
  /** Tests only: a smaller bound. */
  maxPages?: number;
}

/**
 * The sitemap's `lastmod` of a date the platform gave, or undefined. ISO timestamps are written in UTC;
 * a date without a time (`2023-05-25`, or the admin console's `25 May 2023`) stays that calendar day.
 */
export function lastmodOf(raw: string | null | undefined): string | undefined {
  const text = raw?.trim();
  if (!text) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    // A day the calendar has (Date.parse takes 2024-02-30 for 1 March).
    const time = Date.parse(text);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text) ? text : undefined;
  }
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  const date = new Date(time);
  if (!text.includes(':')) {
    // Parsed as local midnight (a non-ISO form): the local calendar day is the day it names.
    const year = date.getFullYear();
    if (year < 1 || year > 9999) return undefined;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${String(year).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  }
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return undefined;
  return date.toISOString().replace(/\.000Z$/, 'Z');
}

/** Runs `work` for each index, at most `limit` at once. */
async function eachAtMost(indices: readonly number[], limit: number, work: (index: number) => Promise<void>) {
  let next = 0;
  const runner = async () => {
    while (next < indices.length) {
      const index = indices[next++] as number;
      await work(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, indices.length) }, runner));
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);

/** Every course, program, partner and instructor page of the platform (see the module's comment). */
export async function collectSitemapEntries(
  client: ApiClient,
  settings: SitemapSettings,
  { signal, maxPages = MAX_PAGES }: CollectOptions = {},
): Promise<SitemapCollection> {
  const { baseUrl, publicPath, platformApi, lmsBaseUrl } = settings;
  let answered = 0;
  const failed: SitemapFailure[] = [];
  const truncated: SitemapListing[] = [];

  /** One call: its answer, or null once its failure is recorded (an abort is the caller's: it rejects). */
  async function attempt<T>(
    listing: SitemapListing,
    page: number,
    call: () => Promise<T>,
  ): Promise<T | null> {
    try {
      const answer = await call();
      answered += 1;
      return answer;
    } catch (error) {
      if (signal?.aborted) throw error;
      failed.push({ listing, page, error });
      return null;
    }
  }

  /** The first page, then the others `pageCount` says there are, a few at once; entries by page. */
  async function walkCounted<P>(
    listing: SitemapListing,
    pageAt: (page: number) => Promise<P>,
    pageCount: (first: P) => number,
    entriesOf: (page: P) => SitemapEntry[],
  ): Promise<SitemapEntry[]> {
    const first = await attempt(listing, 1, () => pageAt(1));
    if (first === null) return [];
    const pages: SitemapEntry[][] = [entriesOf(first)];
    let count = pageCount(first);
    if (count > maxPages) {
      truncated.push(listing);
      count = maxPages;
    }
    await eachAtMost(range(2, count + 1), PAGES_AT_ONCE, async (page) => {
      const answer = await attempt(listing, page, () => pageAt(page));
      if (answer !== null) pages[page - 1] = entriesOf(answer);
    });
    // A failed page is a hole, which flat() skips.
    return pages.flat();
  }

  const programPages =
    settings.extensions.has('programs') && hasCapability(platformApi, 'programs', lmsBaseUrl);

  /** A stock platform's catalogue: its Course API list (see the module's comment). */
  const stockCatalogue = () =>
    walkCounted(
      'catalogue',
      (page) =>
        client.callStock
          ? client.callStock('discoverySearch', 'courseList', {
              query: { page, page_size: LIST_PAGE_SIZE },
              signal,
            })
          : Promise.reject(new Error('this client makes no stock calls')),
      (first) => first.pagination.num_pages,
      (answer) =>
        answer.results.flatMap((course): SitemapEntry[] =>
          // A stock course's slug is its course id (docs/decisions/stock-platform-course-addresses.md).
          course.hidden ? [] : [{ loc: courseShareLink(baseUrl, publicPath, course.id) }],
        ),
    );

  const discoveryCatalogue = () =>
    walkCounted(
      'catalogue',
      (page) =>
        client.call('discoverySearch', {
          query: { page_size: LIST_PAGE_SIZE, page_index: page - 1 },
          body: {},
          signal,
        }),
      (first) => Math.ceil(first.total / LIST_PAGE_SIZE),
      (answer) =>
        answer.results.flatMap(({ isProgram, data }): SitemapEntry[] => {
          const slug = data.course_metadata.course_slug;
          if (!isProgram) {
            const lastmod = lastmodOf(data.course_metadata.additional_metadata.last_modification_date);
            return [{ loc: courseShareLink(baseUrl, publicPath, slug), ...(lastmod && { lastmod }) }];
          }
          // A program's page exists only with the `programs` extension, as its card's link. Its hit is a
          // course-shaped card whose `last_modification_date` is not said to be the program page's (the
          // reference server puts the program's creation there), so a program has no lastmod.
          const path = hitHref(slug, true, programPages);
          return path === null ? [] : [{ loc: pageAddress(baseUrl, publicPath, path) }];
        }),
    );

  const catalogue = platformApi === 'openedx' ? stockCatalogue() : discoveryCatalogue();

  const partners = hasCapability(platformApi, 'partners', lmsBaseUrl)
    ? walkCounted(
        'partners',
        (page) =>
          client.call('partnerList', {
            query: { page, page_size: LIST_PAGE_SIZE, ordering: 'ascending' },
            signal,
          }),
        (first) => first.num_pages,
        // No date of change in a partner's record: no lastmod.
        (answer) =>
          answer.results.map(({ organization }) => ({
            loc: pageAddress(baseUrl, publicPath, partnerPath(organization.short_name)),
          })),
      )
    : Promise.resolve([]);

  /** The instructor list gives no page size to count by: its `next` is followed, one page at a time. */
  async function walkInstructors(): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = [];
    for (let page = 1; ; page += 1) {
      if (page > maxPages) {
        truncated.push('instructors');
        break;
      }
      const answer = await attempt('instructors', page, () =>
        client.call('instructorList', { query: { page }, signal }),
      );
      // A failed page ends the walk: without its answer there is no `next` to follow.
      if (answer === null) break;
      for (const { slug } of answer.results) {
        // No date of change in an instructor's record: no lastmod.
        if (slug !== '') entries.push({ loc: pageAddress(baseUrl, publicPath, instructorPath(slug)) });
      }
      if (!answer.next || answer.results.length === 0) break;
    }
    return entries;
  }

  const instructors = hasCapability(platformApi, 'instructors', lmsBaseUrl)
    ? walkInstructors()
    : Promise.resolve([]);

  const lists = await Promise.all([catalogue, partners, instructors]);
  // A list that changed while it was walked may repeat an entry on the next page.
  const byAddress = new Map<string, SitemapEntry>();
  for (const entry of lists.flat()) if (!byAddress.has(entry.loc)) byAddress.set(entry.loc, entry);
  return { entries: [...byAddress.values()], answered, failed, truncated };
}
