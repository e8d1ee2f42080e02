import { describe, expect, it } from 'vitest';
import type { SitemapEntry } from './sitemapEntries.ts';
import {
  answerSitemap,
  escapeXml,
  MAX_LOC_LENGTH,
  SITEMAP_LIMITS,
  SITEMAP_NAMESPACE,
  sitemapFileOf,
  sitemapFiles,
  urlsetXml,
  utf8Length,
} from './sitemapXml.ts';

const SITE = { baseUrl: 'https://apps.example.org', publicPath: '/' };

/** `count` course pages, generated. */
const courses = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({ loc: `https://apps.example.org/course/c${i}/` }));

const urlCount = (xml: string) => xml.split('<url>').length - 1;

/** The XML parsed (jsdom's parser, tests only): fails the test when it is not well-formed. */
function parsed(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document, tag: string) =>
  Array.from(doc.getElementsByTagNameNS(SITEMAP_NAMESPACE, tag), (node) => node.textContent);

describe('escapeXml', () => {
  it.each([
    ['plain', 'https://a.example/course/x/', 'https://a.example/course/x/'],
    ['ampersand', 'a&b', 'a&amp;b'],
    ['less than', 'a<b', 'a&lt;b'],
    ['greater than', 'a>b', 'a&gt;b'],
    ['double quote', 'a"b', 'a&quot;b'],
    ['single quote', "a'b", 'a&apos;b'],
    [
      'all five, and an entity written out',
      `&amp;<x y="1" z='2'>`,
      '&amp;amp;&lt;x y=&quot;1&quot; z=&apos;2&apos;&gt;',
    ],
    ['a control character XML forbids', 'a\u0001b\u001Fc', 'abc'],
    ['tab and newline, which XML allows', 'a\tb\nc', 'a\tb\nc'],
    ['a lone surrogate', 'a\uD800b\uDC00c', 'abc'],
    ['a character beyond the BMP', 'نقشه 😀', 'نقشه 😀'],
    ['U+FFFE', 'a\uFFFEb', 'ab'],
  ])('%s', (_, value, expected) => {
    expect(escapeXml(value)).toBe(expected);
  });
});

describe('utf8Length', () => {
  it.each(['', 'abc', 'é', '€', '😀', 'a😀b', 'نقشه', '\uD800', '\uD800x', '\uDC00'])(
    'of %j is what TextEncoder writes',
    (text) => {
      expect(utf8Length(text)).toBe(new TextEncoder().encode(text).length);
    },
  );
});

describe('urlsetXml', () => {
  it('writes each address and date, escaped, in the sitemap namespace', () => {
    const entries: SitemapEntry[] = [
      { loc: 'https://apps.example.org/course/a%20b/', lastmod: '2024-05-25T10:00:00Z' },
      { loc: `https://apps.example.org/search?q=a&b=<c>"d'` },
      { loc: 'https://apps.example.org/partners/TID', lastmod: '2023-05-25' },
    ];
    const xml = urlsetXml(entries);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<loc>https://apps.example.org/search?q=a&amp;b=&lt;c&gt;&quot;d&apos;</loc>');
    const doc = parsed(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(texts(doc, 'loc')).toEqual(entries.map(({ loc }) => loc));
    expect(texts(doc, 'lastmod')).toEqual(['2024-05-25T10:00:00Z', '2023-05-25']);
  });

  it('of no entries is an empty urlset, still well-formed', () => {
    expect(urlCount(parsed(urlsetXml([])).documentElement.outerHTML)).toBe(0);
  });
});

describe('sitemapFileOf', () => {
  it.each([
    ['/sitemap.xml', 0],
    ['/sitemap-1.xml', 1],
    ['/sitemap-12.xml', 12],
    ['/sitemap-0.xml', null],
    ['/sitemap-01.xml', null],
    ['/sitemap-1.XML', null],
    ['/sitemap-.xml', null],
    ['/sitemap-1.xml/', null],
    ['/sitemap', null],
    ['/robots.txt', null],
  ])('%s → %s', (path, expected) => {
    expect(sitemapFileOf(path)).toBe(expected);
  });
});

describe('answerSitemap', () => {
  it('answers one urlset at /sitemap.xml up to 50 000 entries, and no numbered file', () => {
    const entries = courses(50_000);
    const one = answerSitemap('/sitemap.xml', entries, SITE);
    expect(one.status).toBe(200);
    expect(one.body).toContain('<urlset');
    expect(urlCount(one.body)).toBe(50_000);
    expect(utf8Length(one.body)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxBytes);
    expect(answerSitemap('/sitemap-1.xml', entries, SITE).status).toBe(404);
  });

  it('past 50 000 entries answers an index at /sitemap.xml and the files at /sitemap-N.xml', () => {
    const entries = courses(50_001);
    const index = answerSitemap('/sitemap.xml', entries, SITE);
    expect(index.status).toBe(200);
    const doc = parsed(index.body);
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(texts(doc, 'loc')).toEqual([
      'https://apps.example.org/sitemap-1.xml',
      'https://apps.example.org/sitemap-2.xml',
    ]);

    const first = answerSitemap('/sitemap-1.xml', entries, SITE);
    const second = answerSitemap('/sitemap-2.xml', entries, SITE);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(urlCount(first.body)).toBe(50_000);
    expect(urlCount(second.body)).toBe(1);
    expect(second.body).toContain('<loc>https://apps.example.org/course/c50000/</loc>');
  });

  it.each([
    '/sitemap-3.xml',
    '/sitemap-0.xml',
    '/sitemap-01.xml',
    '/sitemap-999999999.xml',
    '/robots.txt',
    '/',
  ])('answers 404 at %s when there are two files', (path) => {
    expect(answerSitemap(path, courses(50_001), SITE)).toEqual({ status: 404, body: '' });
  });

  it('names the files under the public path', () => {
    const entries = courses(5);
    const limits = { maxUrls: 2, maxBytes: SITEMAP_LIMITS.maxBytes };
    const index = answerSitemap(
      '/sitemap.xml',
      entries,
      { baseUrl: 'https://x.example/', publicPath: '/atrium/' },
      limits,
    );
    expect(texts(parsed(index.body), 'loc')).toEqual([
      'https://x.example/atrium/sitemap-1.xml',
      'https://x.example/atrium/sitemap-2.xml',
      'https://x.example/atrium/sitemap-3.xml',
    ]);
  });

  it('answers an empty urlset for no entries', () => {
    const answer = answerSitemap('/sitemap.xml', [], SITE);
    expect(answer.status).toBe(200);
    expect(urlCount(answer.body)).toBe(0);
  });
});

describe('sitemapFiles', () => {
  it('starts a new file before one would pass the byte bound, every file within it', () => {
    const entries = courses(10);
    const oneEntry = utf8Length(urlsetXml(entries.slice(0, 1))) - utf8Length(urlsetXml([]));
    // Room for three entries of this length (c0…c9 have the same length) in each file.
    const maxBytes = utf8Length(urlsetXml([])) + 3 * oneEntry;
    const files = sitemapFiles(entries, { maxUrls: 50_000, maxBytes });
    expect(files.map((file) => file.length)).toEqual([3, 3, 3, 1]);
    for (const file of files) expect(utf8Length(urlsetXml(file))).toBeLessThanOrEqual(maxBytes);
    expect(files.flat()).toEqual(entries);
  });

  it('counts the bytes of the escaped address and of its date, not the characters', () => {
    const heavy: SitemapEntry = {
      loc: 'https://apps.example.org/search?q=&&&&&&&&&&',
      lastmod: '2024-01-01',
    };
    const light: SitemapEntry = { loc: 'https://apps.example.org/search?q=aaaaaaaaaa' };
    const maxBytes = utf8Length(urlsetXml([heavy, light]));
    expect(sitemapFiles([heavy, light], { maxUrls: 10, maxBytes })).toHaveLength(1);
    expect(sitemapFiles([heavy, light], { maxUrls: 10, maxBytes: maxBytes - 1 })).toHaveLength(2);
  });

  it(`leaves out an address of ${MAX_LOC_LENGTH} characters or more`, () => {
    const base = 'https://apps.example.org/course/';
    const longest = { loc: `${base}${'a'.repeat(MAX_LOC_LENGTH - 1 - base.length)}` };
    const tooLong = { loc: `${base}${'a'.repeat(MAX_LOC_LENGTH - base.length)}` };
    expect(sitemapFiles([longest, tooLong])).toEqual([[longest]]);
  });
});
