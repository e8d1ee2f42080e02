/**
 * What the server-side renderer uses: `/sitemap.xml`, its files and `/robots.txt` (answerSeoPath.ts),
 * and the fetch its client needs on a stock platform (platformFetch.ts).
 */
export { answerSeoPath, sitemapCollector, type SeoAnswer, type SeoContext } from './answerSeoPath.ts';
export { platformFetch, type PlatformFetchOptions } from './platformFetch.ts';
export type { SitemapCollection, SitemapEntry, SitemapSettings } from './sitemapEntries.ts';
