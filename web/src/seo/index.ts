/** What the server-side renderer uses: `/sitemap.xml`, its files and `/robots.txt` (answerSeoPath.ts). */
export { answerSeoPath, sitemapCollector, type SeoAnswer, type SeoContext } from './answerSeoPath.ts';
export type { SitemapCollection, SitemapEntry, SitemapSettings } from './sitemapEntries.ts';
