/**
 * `next` is read as a browser reads the Location header, so no spelling of another host gets through:
 * every variant below is resolved with the WHATWG URL parser (what browsers implement) against the
 * address the request was made to, and must land on this server or an allowed front-end origin. Checked
 * on the rule itself and on every answer that redirects to `next`: GET /logout (`next` and Open edX's
 * `redirect_url`), and a successful POST /login and POST /register.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, FRONTEND, postForm, startServer, type TestServer } from '../test/harness.ts';
import { safeRedirect } from './redirect.ts';

const OWN = 'http://127.0.0.1:8080';

/** Spellings of another host, of credentials or of a script, as tried against the server. */
const HOSTILE = [
  // Protocol-relative, however many slashes and backslashes.
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '/\\/evil.com',
  // Dot segments that resolve to "//evil.com", literal or percent-encoded.
  '/.//evil.com',
  '/./\\evil.com',
  '/..//evil.com',
  '/a/..//evil.com',
  '/a/b/../..//evil.com',
  '/%2e//evil.com',
  '/%2E//evil.com',
  '/%2e%2e//evil.com',
  '/.%2e//evil.com',
  '/%2e/\\evil.com',
  '/a/%2e%2e//evil.com',
  // Encoded slashes and backslashes (the browser leaves them encoded: a path on this server).
  '/%2f/evil.com',
  '/%2F%2Fevil.com',
  '%2F%2Fevil.com',
  '/%5c/evil.com',
  '/%5cevil.com',
  // Tabs, newlines and other control characters, which the browser drops or trims.
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  ' //evil.com',
  '\u0000//evil.com',
  '\u001f//evil.com',
  '/\u0000/evil.com',
  '/%09/evil.com',
  '/%0d%0a/evil.com',
  // Absolute URLs elsewhere, and schemes spelled to confuse.
  'http://evil.com',
  'https://evil.com/',
  'HTTP://EVIL.COM',
  'https:evil.com',
  'http:\\\\evil.com',
  'https:/\\evil.com',
  'ftp://evil.com/',
  'https://127.0.0.1:8080/',
  'http://127.0.0.1:8080.evil.com/',
  'http://localhost:5173.evil.com/',
  'http://evil.com#@127.0.0.1:8080/',
  'http://evil.com?@127.0.0.1:8080/',
  'http://evil.com\\@127.0.0.1:8080/',
  // Look-alike hosts that the parser maps to evil.com.
  '//evil\u3002com',
  '//\u24d4vil.com',
  '//EVIL.com.',
  // Credentials: never sent, even to this server.
  'http://user:pass@127.0.0.1:8080/',
  'http://127.0.0.1:8080@evil.com/',
  '//evil.com@127.0.0.1:8080',
  '//user@127.0.0.1:8080/',
  // Schemes that run or show something.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
];

/** Honest targets, and what the server sends for them (relative for paths on this server). */
const HONEST: [next: string, location: string][] = [
  ['/overview', '/overview'],
  ['/search?q=a b', '/search?q=a%20b'],
  ['/overview#top', '/overview#top'],
  ['/course/x/../y/', '/course/y/'],
  [`${OWN}/x`, `${OWN}/x`],
  [`${FRONTEND}/course/x/`, `${FRONTEND}/course/x/`],
];

/**
 * Where a browser goes on this Location, answered to a request made to `requestUrl`. The header itself
 * must be sendable: no control characters or spaces (those would also fail the answer with a 500).
 */
function browserTarget(location: unknown, requestUrl: string): URL {
  expect(typeof location).toBe('string');
  const text = location as string;
  const codes = Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
  expect(codes.filter((code) => code <= 0x20 || code === 0x7f)).toEqual([]);
  return new URL(text, requestUrl);
}

describe('safeRedirect, as a browser resolves its result', () => {
  it('holds at least the 49 variants of the attack', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(49);
    expect(new Set(HOSTILE).size).toBe(HOSTILE.length);
  });

  it.each(HOSTILE)('%j stays on this server', (next) => {
    const target = browserTarget(safeRedirect(next, OWN, [FRONTEND]), `${OWN}/logout`);
    expect(target.origin).toBe(OWN);
    expect(target.username + target.password).toBe('');
  });

  it.each(HONEST)('%j → %s', (next, location) => {
    expect(safeRedirect(next, OWN, [FRONTEND])).toBe(location);
  });

  it('falls back to / for anything but a non-empty string', () => {
    for (const next of [undefined, null, 42, ['/overview'], { next: '/' }, ''])
      expect(safeRedirect(next, OWN, [FRONTEND])).toBe('/');
  });
});

describe('the answers that redirect to next', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ courses: 4 });
  });
  // inject's requests are made to http://localhost:80.
  const here = 'http://localhost';
  const allowed = [here, FRONTEND];

  function expectAllowed(response: LightMyRequestResponse, status: number, path: string) {
    expect(response.statusCode, response.body).toBe(status);
    const target = browserTarget(response.headers.location, here + path);
    expect(allowed).toContain(target.origin);
    expect(target.username + target.password).toBe('');
    return target;
  }

  const post = (path: string, fields: Record<string, string>) =>
    postForm(server.app, path, new CookieJar(), fields);

  it.each(HOSTILE.map((next, i) => [next, i] as const))('%j', async (next, i) => {
    const query = encodeURIComponent(next);
    for (const name of ['next', 'redirect_url']) {
      const url = `/logout?${name}=${query}`;
      expect(expectAllowed(await server.app.inject({ url }), 302, url).origin).toBe(here);
    }
    const login = await post('/login', { login: 'learner', password: 'atrium-demo', next });
    expect(expectAllowed(login, 303, '/login').origin).toBe(here);
    const register = await post('/register', {
      name: 'Redirect Probe',
      username: `probe-${i}`,
      email: `probe-${i}@example.com`,
      password: 'long-enough',
      next,
    });
    expect(expectAllowed(register, 303, '/register').origin).toBe(here);
  });

  it('still returns honest targets, including an allowed front-end origin', async () => {
    for (const [next, location] of HONEST) {
      const response = await server.app.inject({ url: `/logout?next=${encodeURIComponent(next)}` });
      expectAllowed(response, 302, '/logout');
      // OWN is not this request's origin: an absolute URL on it is another host here.
      expect(response.headers.location).toBe(next.startsWith(OWN) ? '/' : location);
    }
  });
});
