/**
 * `/robots.txt` (RFC 9309), pure: every public page may be crawled; the signed-in learner's own pages
 * and search results are not for crawlers; the sitemap is named by its absolute address.
 *
 * A crawler reads robots.txt at the host's root only: with the default public path (`/`) this is it;
 * under another (`/atrium/`), the host's own robots.txt should carry these lines (the paths here
 * already have the public path).
 */
import { pageAddress } from '../common/links/pageAddress.ts';

/**
 * The dashboard's routes (app/routes.tsx): a visitor gets only the sign-in prompt there, and a
 * learner's page is their own.
 */
export const SIGNED_IN_PATHS = ['/overview', '/inprogress', '/completed', '/profile'] as const;

/**
 * Search results with a query (`/search?…`, and the LMS's hand-off `/courses?…`, which becomes one):
 * endless combinations of the same courses, each of which the sitemap names at its own address.
 * The catalogue itself (`/search`) stays open.
 */
export const QUERY_PATHS = ['/search?', '/courses?'] as const;

export interface RobotsSite {
  readonly baseUrl: string;
  /** With both slashes: '/' or '/atrium/'. */
  readonly publicPath: string;
}

export function robotsTxt({ baseUrl, publicPath }: RobotsSite): string {
  const inApp = (path: string) => `${publicPath}${path.replace(/^\//, '')}`;
  return [
    'User-agent: *',
    `Allow: ${publicPath}`,
    ...SIGNED_IN_PATHS.map((path) => `Disallow: ${inApp(path)}`),
    ...QUERY_PATHS.map((path) => `Disallow: ${inApp(path)}`),
    '',
    `Sitemap: ${pageAddress(baseUrl, publicPath, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
