/**
 * The server's answer to `/sitemap.xml`, `/sitemap-N.xml` and `/robots.txt` under the public path, for
 * the server-side renderer to call before it renders a page: null for any other path.
 *
 * The sitemap asks the platform for its lists (sitemapEntries.ts): one sitemap request costs every
 * page of them, and a sitemap index is followed by one request per file. A renderer should therefore
 * pass `collect` from `sitemapCollector`, which keeps a collection a few minutes and shares one under
 * way, so that the index and its files are read from the same collection.
 */
import type { ApiClient } from '../api/client.ts';
import { robotsTxt } from './robotsTxt.ts';
import { collectSitemapEntries, type SitemapCollection, type SitemapSettings } from './sitemapEntries.ts';
import { answerSitemap, sitemapFileOf } from './sitemapXml.ts';

export interface SeoAnswer {
  readonly status: 200 | 404 | 503;
  readonly contentType: string;
  readonly body: string;
}

export interface SeoContext {
  /** The app's client, with the platform's absolute addresses; no learner's cookies are needed. */
  readonly client: ApiClient;
  readonly settings: SitemapSettings;
  /** Where the sitemap's entries come from: by default collected afresh for each request. */
  readonly collect?: () => Promise<SitemapCollection>;
}

const XML = 'application/xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';

/** The address inside the app of `path` (query and fragment dropped), or null outside the public path. */
function pathInApp(path: string, publicPath: string): string | null {
  const pathname = path.replace(/[?#].*$/, '');
  return pathname.startsWith(publicPath) ? `/${pathname.slice(publicPath.length)}` : null;
}

/** `/sitemap.xml` and `/sitemap-{digits}.xml`: the sitemap's to answer, if only with 404. */
const SITEMAP_PATH = /^\/sitemap(-\d+)?\.xml$/;

const NOT_FOUND: SeoAnswer = { status: 404, contentType: TEXT, body: 'Not found.\n' };

/**
 * `path`: the request's path as it arrived, public path included (`/sitemap.xml`, or
 * `/atrium/sitemap.xml` under `PUBLIC_PATH=/atrium/`). The sitemap is 503 when no call of the
 * platform's answered (and at least one was made): a crawler then comes back later instead of taking
 * an empty list; a sitemap with some lists missing is still 200 (their pages are left out).
 */
export async function answerSeoPath(path: string, context: SeoContext): Promise<SeoAnswer | null> {
  const { client, settings } = context;
  const inApp = pathInApp(path, settings.publicPath);
  if (inApp === '/robots.txt') return { status: 200, contentType: TEXT, body: robotsTxt(settings) };
  if (inApp === null || !SITEMAP_PATH.test(inApp)) return null;
  // `/sitemap-0.xml`, `/sitemap-01.xml`: no such file, known without asking the platform.
  if (sitemapFileOf(inApp) === null) return NOT_FOUND;

  const collection = await (context.collect ?? (() => collectSitemapEntries(client, settings)))();
  if (collection.answered === 0 && collection.failed.length > 0) {
    return { status: 503, contentType: TEXT, body: 'The platform did not answer. Try again later.\n' };
  }
  const answer = answerSitemap(inApp, collection.entries, settings);
  return answer.status === 200 ? { status: 200, contentType: XML, body: answer.body } : NOT_FOUND;
}

export interface CollectorOptions {
  /** How long a collection is kept: 10 minutes by default. */
  readonly maxAgeMs?: number;
  readonly now?: () => number;
}

/**
 * A `collect` for answerSeoPath that keeps the last collection `maxAgeMs` and shares one under way.
 * One that nothing answered is not kept (the next request asks again).
 */
export function sitemapCollector(
  client: ApiClient,
  settings: SitemapSettings,
  { maxAgeMs = 10 * 60_000, now = Date.now }: CollectorOptions = {},
): () => Promise<SitemapCollection> {
  let kept: { at: number; collection: Promise<SitemapCollection> } | null = null;
  return () => {
    if (kept && now() - kept.at < maxAgeMs) return kept.collection;
    const mine = { at: now(), collection: collectSitemapEntries(client, settings) };
    kept = mine;
    const forget = () => {
      if (kept === mine) kept = null;
    };
    mine.collection.then((collection) => {
      if (collection.answered === 0) forget();
    }, forget);
    return mine.collection;
  };
}
