/**
 * Where `next` may send the browser after sign-in or sign-out: a relative path on this server, this
 * server's origin, or a configured front-end origin. Anything else (other sites, `//evil`, `javascript:`)
 * falls back to `/`, so the login page can never be used as an open redirect.
 *
 * The target is read with the WHATWG URL parser, as the browser will read the Location header: it drops
 * tabs and newlines anywhere, resolves dot segments and `%2e`, and reads `\` as `/`, so "/\t/evil",
 * "/..//evil" and "/./\evil" all end up as "//evil" to a browser, and must be to us.
 */
export function safeRedirect(next: unknown, ownOrigin: string, allowedOrigins: readonly string[]): string {
  if (typeof next !== 'string' || next === '') return '/';
  // Compare normalised origins ("http://host:80" and "http://host" are the same origin).
  const own = new URL(ownOrigin).origin;
  let url: URL;
  try {
    url = new URL(next, own);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  if (url.username !== '' || url.password !== '') return '/';
  if (url.origin !== own && !allowedOrigins.includes(url.origin)) return '/';
  // The parser's serialisation: no control characters reach the header (they would be a 500).
  const target =
    url.origin === own && next.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
  // A same-origin path whose dot segments resolved to "//host/…" would be read by the browser as another
  // host: the Location sent must resolve to exactly the URL checked above, or it is not sent.
  return new URL(target, own).href === url.href ? target : '/';
}
