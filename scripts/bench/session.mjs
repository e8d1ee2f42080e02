// A visitor's CSRF token and a learner signed in over HTTP, as the browser does it: GET the token,
// POST the sign-in form, keep the cookies the server sets.
const CSRF_PATH = '/csrf/api/v1/token';
export const DEMO_PASSWORD = 'atrium-demo';

/** name → value of every Set-Cookie of a response, merged into `jar` (a Map). */
function keepCookies(res, jar) {
  for (const header of res.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

export const cookieHeader = (jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** `GET /csrf/api/v1/token`: the token for X-CSRFToken and the cookie jar that goes with it. */
export async function csrf(origin, jar = new Map()) {
  const res = await fetch(origin + CSRF_PATH, {
    headers: jar.size ? { cookie: cookieHeader(jar) } : {},
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GET ${CSRF_PATH} answered ${res.status}`);
  const { csrfToken } = await res.json();
  if (typeof csrfToken !== 'string' || !csrfToken) throw new Error(`GET ${CSRF_PATH} gave no csrfToken`);
  keepCookies(res, jar);
  return { csrfToken, jar, cookie: cookieHeader(jar) };
}

/**
 * Signs `username` in through the HTML form (`POST /login`, 303 with the JWT and session cookies).
 * Returns the jar (name → value), the Cookie header and the cookies as a browser would store them.
 */
export async function signIn(origin, username, password = DEMO_PASSWORD) {
  const { csrfToken, jar } = await csrf(origin);
  const res = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader(jar) },
    body: new URLSearchParams({ login: username, password, csrfmiddlewaretoken: csrfToken, next: '/' }),
    signal: AbortSignal.timeout(20_000),
  });
  if (res.status !== 303) throw new Error(`POST /login for ${username} answered ${res.status}, not 303`);
  keepCookies(res, jar);
  if (!jar.has('edx-jwt-cookie-header-payload') || !jar.has('edx-jwt-cookie-signature')) {
    throw new Error(`POST /login for ${username} set no JWT cookies`);
  }
  // What a browser keeps: every cookie on the origin's host, path /, HttpOnly except what JS must read.
  const { hostname } = new URL(origin);
  const readable = new Set(['edx-jwt-cookie-header-payload', 'csrftoken', 'openedx-language-preference']);
  const browserCookies = [...jar].map(([name, value]) => ({
    name,
    value,
    domain: hostname,
    path: '/',
    httpOnly: !readable.has(name),
    sameSite: 'Lax',
  }));
  // The sign-in replaced the CSRF token (as Django does): the new one is in the jar.
  return { jar, cookie: cookieHeader(jar), csrfToken: jar.get('csrftoken') ?? csrfToken, browserCookies };
}
