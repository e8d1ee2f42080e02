/**
 * `/sitemap.xml`, its files and `/robots.txt` on the server (seo/answerSeoPath.ts), with the app's
 * own client. The sitemap's collection is kept per origin for the time seo/ gives it, so that an index
 * and its files come from one walk of the platform.
 */
import { answerSeoPath, sitemapCollector, type SeoAnswer } from '../seo/index.ts';
import { startOnServer, type ServerRequest } from './serverStart.ts';

const collectors = new Map<string, ReturnType<typeof sitemapCollector>>();

/** The answer to `path` (the public path included), or null when it is not one of these. */
export async function answerSeo(path: string, request: ServerRequest): Promise<SeoAnswer | null> {
  if (!/\/(?:robots\.txt|sitemap(?:-\d+)?\.xml)$/.test(path)) return null;
  const { base, client } = await startOnServer(request);
  let collect = collectors.get(request.origin);
  if (!collect) {
    collect = sitemapCollector(client, base);
    collectors.set(request.origin, collect);
  }
  return answerSeoPath(path, { client, settings: base, collect });
}
