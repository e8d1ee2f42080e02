/**
 * Where `next` may send the browser after sign-in or sign-out: a relative path on this server, this
 * server's origin, or a configured front-end origin. Anything else (other sites, `//evil`, `javascript:`)
 * falls back to `/`, so the login page can never be used as an open redirect.
 *
 * The target is read with the WHATWG URL parser, as the browser will read the Location header: it drops
 * tabs and newlines anywhere, so "/\t/evil.example" is "//evil.example" to a browser and must be to us.
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
  return next.startsWith('/') ? `${url.pathname}${url.search}${url.hash}` : url.href;
}
