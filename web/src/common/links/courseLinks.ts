/**
 * The course page's one canonical address (docs/contract.md, "Links Atrium builds"), the spec's
 * `/course/{slug}/`, and the share link made of it.
 */
import { pageAddress } from './pageAddress.ts';

/** The course page, inside the app (without the public path). */
export function coursePath(slug: string): string {
  return `/course/${encodeURIComponent(slug)}/`;
}

/** The share link `{BASE_URL}{PUBLIC_PATH}course/{slug}/` (PUBLIC_PATH has both slashes). */
export function courseShareLink(baseUrl: string, publicPath: string, slug: string): string {
  return pageAddress(baseUrl, publicPath, coursePath(slug));
}
