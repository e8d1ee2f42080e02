/**
 * The sitemap's XML (the sitemaps.org protocol, 0.9), pure: one `<urlset>` at `/sitemap.xml` while
 * every entry fits in one file, else a `<sitemapindex>` there naming `/sitemap-1.xml`,
 * `/sitemap-2.xml`… each within the protocol's bounds for one file: 50 000 URLs and 50 MB
 * (52 428 800 bytes) uncompressed. Every value is XML-escaped.
 */
import { pageAddress } from '../common/links/pageAddress.ts';
import type { SitemapEntry } from './sitemapEntries.ts';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** What one sitemap file may hold (and a sitemap index may name). */
export interface SitemapLimits {
  readonly maxUrls: number;
  /** Bytes of the file, uncompressed. */
  readonly maxBytes: number;
}

export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

/** The most sitemap files one index may name (the protocol's bound). */
export const MAX_INDEXED_FILES = 50_000;

/** The protocol asks for addresses of less than 2 048 characters: a longer one is left out. */
export const MAX_LOC_LENGTH = 2048;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = '</urlset>\n';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Characters XML 1.0 does not allow even escaped: the C0 controls but tab, newline and carriage
 * return, U+FFFE, U+FFFF and a surrogate without its pair.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `value` as XML text or attribute value: the five special characters escaped, what XML forbids removed. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The length of `text` in UTF-8 (as TextEncoder would write it), without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(i + 1))) {
      // A surrogate pair is one character of four bytes.
      bytes += 4;
      i += 1;
    } else bytes += 3; // a lone surrogate too (encoded as U+FFFD)
  }
  return bytes;
}

function urlElement({ loc, lastmod }: SitemapEntry): string {
  const changed = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${changed}</url>\n`;
}

/** A `<urlset>` of `entries`, as they are (sitemapFiles keeps each within the limits). */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(urlElement).join('')}${URLSET_CLOSE}`;
}

/** A `<sitemapindex>` naming the sitemap files at `locs`. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const files = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${files}</sitemapindex>\n`;
}

/**
 * The entries cut into files, in order, each within `limits` (at least one file, empty for no
 * entries). An address of 2 048 characters or more is left out. One entry is at most a few kB (its
 * escaped address and date), so a file ends on the URL count long before the byte bound with real
 * addresses; the bound is kept all the same (tests give smaller limits).
 */
export function sitemapFiles(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const budget = limits.maxBytes - utf8Length(URLSET_OPEN) - utf8Length(URLSET_CLOSE);
  const files: SitemapEntry[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    if (entry.loc.length >= MAX_LOC_LENGTH) continue;
    const size = utf8Length(urlElement(entry));
    let file = files[files.length - 1] as SitemapEntry[];
    // An entry too large for any file would still get one of its own (never with real addresses).
    if (file.length > 0 && (file.length >= limits.maxUrls || bytes + size > budget)) {
      file = [];
      files.push(file);
      bytes = 0;
    }
    file.push(entry);
    bytes += size;
  }
  return files;
}

/** Where the app is served: the sitemap files' own addresses are made of it. */
export interface SitemapSite {
  readonly baseUrl: string;
  readonly publicPath: string;
}

export interface SitemapAnswer {
  readonly status: 200 | 404;
  /** The XML for 200; empty for 404. */
  readonly body: string;
}

const FILE_PATH = /^\/sitemap-([1-9]\d{0,8})\.xml$/;

/**
 * Which sitemap `path` (inside the app) names: 0 for `/sitemap.xml`, N for `/sitemap-N.xml` (N from 1,
 * without a leading zero, so that each file has one address), null for anything else.
 */
export function sitemapFileOf(path: string): number | null {
  if (path === '/sitemap.xml') return 0;
  const numbered = FILE_PATH.exec(path);
  return numbered ? Number(numbered[1]) : null;
}

/**
 * The answer to `path` (inside the app, without the public path): `/sitemap.xml` is the one sitemap or
 * the index of its files; `/sitemap-N.xml` is file N when there are several (404 otherwise, for N out
 * of range, and for any other path).
 */
export function answerSitemap(
  path: string,
  entries: readonly SitemapEntry[],
  site: SitemapSite,
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapAnswer {
  const notFound: SitemapAnswer = { status: 404, body: '' };
  const n = sitemapFileOf(path);
  if (n === null) return notFound;
  const files = sitemapFiles(entries, limits);
  if (n === 0) {
    if (files.length === 1) return { status: 200, body: urlsetXml(files[0] ?? []) };
    // The index is bounded too: with the collection's page bound (sitemapEntries.ts) there are a
    // handful of files, never that many.
    const locs = files
      .slice(0, MAX_INDEXED_FILES)
      .map((_, i) => pageAddress(site.baseUrl, site.publicPath, `/sitemap-${i + 1}.xml`));
    return { status: 200, body: sitemapIndexXml(locs) };
  }
  const file = files.length > 1 && n <= Math.min(files.length, MAX_INDEXED_FILES) ? files[n - 1] : undefined;
  return file ? { status: 200, body: urlsetXml(file) } : notFound;
}
