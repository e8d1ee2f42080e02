/**
 * A page's absolute address, the one way Atrium writes one (a course's share link, every page's
 * canonical address and `og:url`, the addresses in its JSON-LD): `{BASE_URL}{PUBLIC_PATH}` and the
 * page's path inside the app (docs/contract.md, "Links Atrium builds").
 */

/** `path` is the app's own (`/course/x/`, `/search?q=…`, `/` for home); PUBLIC_PATH has both slashes. */
export function pageAddress(baseUrl: string, publicPath: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${publicPath}${path.replace(/^\/+/, '')}`;
}
