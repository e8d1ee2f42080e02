/**
 * Where `next` may send the browser after sign-in or sign-out: a relative path on this server, this
 * server's origin, or a configured front-end origin. Anything else (other sites, `//evil`, `javascript:`)
 * falls back to `/`, so the login page can never be used as an open redirect.
 */
export function safeRedirect(next: unknown, ownOrigin: string, allowedOrigins: readonly string[]): string {
  if (typeof next !== 'string' || next === '') return '/';
  if (next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  let url: URL;
  try {
    url = new URL(next);
  } catch {
    return '/';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '/';
  // Compare normalised origins ("http://host:80" and "http://host" are the same origin).
  const own = new URL(ownOrigin).origin;
  return url.origin === own || allowedOrigins.includes(url.origin) ? url.toString() : '/';
}
