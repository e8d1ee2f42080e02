/**
 * A `fetch` for the app's client on the server (`createApiClient(settings, { fetch, readCookies })`),
 * which sends the platform what a browser on Atrium's pages would send it, and nothing personal:
 *
 * - the CSRF cookie the platform set beside its token (`csrftoken`, Django's), back to the origin that
 *   set it. A Django view checks the cookie against the `X-CSRFToken` header: a stock LMS's course
 *   discovery (edx-search `course_discovery`, not CSRF-exempt; contract/src/openedx/endpoints.ts) is
 *   refused 403 without it, so on a stock platform every search, the sitemap's included, would fail.
 *   (An admin-console platform's discovery is a REST view, which checks CSRF only for a caller signed
 *   in by cookie.)
 * - `Origin: {Atrium's origin}` on an unsafe request: Django checks it against its trusted origins
 *   (and over HTTPS, without it, refuses a request with no Referer); the operator already lists
 *   Atrium's host in the LMS's `CSRF_TRUSTED_ORIGINS` (README, "Deploying against a real Open edX").
 *
 * Only the named cookies are kept, one jar per fetch: make one per server process.
 */

export interface PlatformFetchOptions {
  /** Atrium's own origin (`new URL(settings.baseUrl).origin`), sent as `Origin` on unsafe requests. */
  readonly origin: string;
  readonly fetch?: typeof fetch;
  /** The cookies kept: Django's CSRF cookie by default. */
  readonly cookieNames?: readonly string[];
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/** A `Set-Cookie` line's name and value, and whether it removes the cookie (expired or emptied). */
function cookieOf(line: string): { name: string; value: string; removed: boolean } | null {
  const [pair = '', ...attributes] = line.split(';');
  const at = pair.indexOf('=');
  if (at <= 0) return null;
  const name = pair.slice(0, at).trim();
  const value = pair.slice(at + 1).trim();
  const removed =
    value === '' ||
    attributes.some((attribute) => {
      const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
      return false;
    });
  return { name, value, removed };
}

export function platformFetch({
  origin,
  fetch: fetchFn = (input, init) => globalThis.fetch(input, init),
  cookieNames = ['csrftoken'],
}: PlatformFetchOptions): typeof fetch {
  const kept = new Set(cookieNames);
  /** Cookie values by the origin that set them. */
  const jar = new Map<string, Map<string, string>>();

  return async (input, init) => {
    const request = new Request(input, init);
    const target = new URL(request.url).origin;
    const cookies = jar.get(target);
    if (cookies?.size) {
      request.headers.set('Cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    if (!SAFE_METHODS.has(request.method) && !request.headers.has('Origin')) {
      request.headers.set('Origin', origin);
    }
    const response = await fetchFn(request);
    for (const line of response.headers.getSetCookie()) {
      const cookie = cookieOf(line);
      if (!cookie || !kept.has(cookie.name)) continue;
      const ofOrigin = jar.get(target) ?? new Map<string, string>();
      if (cookie.removed) ofOrigin.delete(cookie.name);
      else ofOrigin.set(cookie.name, cookie.value);
      jar.set(target, ofOrigin);
    }
    return response;
  };
}
