/**
 * The CSRF token is rotated at sign-in and registration (a token known before is worthless after), and
 * cookies carry `Secure` when ATRIUM_SECURE_COOKIES says so or a trusted proxy says the request came over
 * HTTPS, never because anyone else says so. Replays the attacks.
 */
import { CSRF_HEADER, USE_JWT_COOKIE_HEADER } from '@atrium/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { readConfig } from '../config.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions, CookieJar, csrfFor, fixtureCourse, postForm, signIn } from './harness.ts';

const db = createDatabase(':memory:', { courses: 24 });
const appWith = (extra: { secureCookies?: boolean; trustProxy?: string[] } = {}) =>
  buildApp(appOptions(db, extra));

describe('the CSRF token at sign-in', () => {
  it.each([
    ['sign-in', '/login', { login: 'learner', password: 'atrium-demo' }],
    [
      'registration',
      '/register',
      { name: 'Rota Tion', username: 'rotation', email: 'rotation@example.com', password: 'long-enough' },
    ],
  ])('is replaced at %s, and the old one is refused afterwards', async (_label, path, fields) => {
    const app = await appWith();
    const jar = new CookieJar();
    const tokenBefore = await csrfFor(app, jar);
    const response = await postForm(app, path, jar, fields, { csrfToken: tokenBefore });
    expect(response.statusCode).toBe(303);
    const tokenAfter = jar.get(CSRF_COOKIE);
    expect(tokenAfter).toMatch(/^[\w-]{32,}$/);
    expect(tokenAfter).not.toBe(tokenBefore);
    // An unsafe call with the token known before the sign-in is refused; with the new one it passes.
    const course = fixtureCourse(db, 'python').courseKey;
    const enroll = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/enrollment/v1/enrollment',
        headers: {
          cookie: jar.header,
          [CSRF_HEADER]: token,
          [USE_JWT_COOKIE_HEADER]: 'true',
          'content-type': 'application/json',
        },
        payload: JSON.stringify({ course_details: { course_id: course } }),
      });
    const refusal = (response: LightMyRequestResponse) => response.json<{ error?: string }>().error;
    expect(refusal(await enroll(tokenBefore))).toBe('csrf_failed');
    // (A new account is not active yet: its enrollment is refused, but not for the token.)
    expect(refusal(await enroll(tokenAfter ?? ''))).not.toBe('csrf_failed');
  });
});

const secureFlags = (response: LightMyRequestResponse) =>
  Object.fromEntries(response.cookies.map((c) => [c.name, c.secure === true]));

describe('Secure cookies', () => {
  const signInVia = (
    app: FastifyInstance,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    postForm(
      app,
      '/login',
      new CookieJar(),
      { login: 'learner', password: 'atrium-demo' },
      { headers, remoteAddress },
    );

  it('are not Secure over plain HTTP by default, whatever a client says', async () => {
    const app = await appWith();
    const response = await signInVia(app, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(303);
    expect(response.cookies.length).toBeGreaterThanOrEqual(4);
    expect(Object.values(secureFlags(response)).some(Boolean)).toBe(false);
  });

  it('are all Secure with ATRIUM_SECURE_COOKIES: session, JWT, CSRF and the sign-out that clears them', async () => {
    const app = await appWith({ secureCookies: true });
    const signedIn = await signInVia(app);
    expect(secureFlags(signedIn)).toEqual({
      sessionid: true,
      edxloggedin: true,
      csrftoken: true,
      'edx-jwt-cookie-header-payload': true,
      'edx-jwt-cookie-signature': true,
    });
    const visitor = await app.inject({ url: '/csrf/api/v1/token' });
    expect(secureFlags(visitor)).toEqual({ csrftoken: true });
    const jar = await signIn(app, 'graduate');
    const out = await app.inject({ url: '/logout', headers: { cookie: jar.header } });
    expect(Object.values(secureFlags(out))).not.toContain(false);
    expect(out.cookies.length).toBeGreaterThan(0);
  });

  it('are Secure when the trusted proxy says the request came over HTTPS, and only then', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.1'] });
    const proxied = await signInVia(
      app,
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
      '10.0.0.1',
    );
    expect(Object.values(secureFlags(proxied))).not.toContain(false);
    expect(proxied.cookies.length).toBeGreaterThanOrEqual(4);
    const plain = await signInVia(app, { 'x-forwarded-proto': 'http' }, '10.0.0.1');
    expect(Object.values(secureFlags(plain)).some(Boolean)).toBe(false);
    const stranger = await signInVia(app, { 'x-forwarded-proto': 'https' }, '192.0.2.9');
    expect(Object.values(secureFlags(stranger)).some(Boolean)).toBe(false);
  });

  it('reads ATRIUM_SECURE_COOKIES', () => {
    expect(readConfig({}).secureCookies).toBe(false);
    expect(readConfig({ ATRIUM_SECURE_COOKIES: 'true' }).secureCookies).toBe(true);
    expect(() => readConfig({ ATRIUM_SECURE_COOKIES: 'maybe' })).toThrow(/ATRIUM_SECURE_COOKIES/);
  });
});
