/**
 * Personal answers are never stored by a cache (`Cache-Control: no-store`, `Vary: Cookie`): every
 * `session` endpoint of the table (every `learner` one: authMatrix.test.ts), the server-rendered pages,
 * and whatever sets a cookie. Public catalogue answers stay cacheable.
 */
import { endpoints, type EndpointName } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallOptions, TestServer } from './harness.ts';
import { call, CookieJar, expectPersonal, fixtureCourse, postForm, signIn, startServer } from './harness.ts';

let server: TestServer;
let learner: CookieJar;
beforeAll(async () => {
  server = await startServer({ courses: 24 });
  learner = await signIn(server.app, 'learner');
});

const sessionEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].access === 'session',
);
const SAMPLES: Partial<Record<EndpointName, () => CallOptions>> = {
  discoverySearch: () => ({ body: { search_string: 'data' } }),
  courseOutline: () => ({ params: { course_id: fixtureCourse(server.db, 'python').courseKey } }),
};

describe('session endpoints', () => {
  it('are the ones the table says', () => {
    expect(sessionEndpoints).toEqual(
      expect.arrayContaining(['activeLanguages', 'csrfToken', 'refreshToken', 'discoverySearch']),
    );
  });

  it.each(sessionEndpoints)(
    '%s answers a learner and a visitor with no-store and Vary: Cookie',
    async (name) => {
      const sample = SAMPLES[name]?.();
      const signedIn = await call(server.app, name, { ...sample, jar: learner });
      expect(signedIn.statusCode, signedIn.body).toBeLessThan(300);
      expectPersonal(signedIn);
      expectPersonal(await call(server.app, name, { ...sample, jar: new CookieJar() }));
    },
  );
});

describe('pages and redirects', () => {
  it.each(['/login', '/register', '/account/settings', '/orders', '/u/learner'])(
    '%s is personal',
    async (url) => {
      const response = await server.app.inject({ url, headers: { cookie: learner.header } });
      expect(response.statusCode).toBe(200);
      expectPersonal(response);
    },
  );

  it('sign-in, registration and sign-out redirect without a cache keeping their cookies', async () => {
    const login = await postForm(server.app, '/login', new CookieJar(), {
      login: 'graduate',
      password: 'atrium-demo',
    });
    const register = await postForm(server.app, '/register', new CookieJar(), {
      name: 'Cache Probe',
      username: 'cache-probe',
      email: 'cache@example.com',
      password: 'long-enough',
    });
    // A session of its own: signing out the shared one would fail the tests that run after (any order).
    const leaving = await signIn(server.app, 'learner');
    const logout = await server.app.inject({ url: '/logout', headers: { cookie: leaving.header } });
    for (const response of [login, register, logout]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(300);
      expect(response.headers['set-cookie']).toBeDefined();
      expectPersonal(response);
    }
  });
});

describe('public answers', () => {
  it('stay cacheable: no no-store on the catalogue', async () => {
    for (const response of [
      await call(server.app, 'instanceConfig'),
      await call(server.app, 'courseMetadata', {
        params: { slug: fixtureCourse(server.db, 'python').slug },
      }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control'] ?? '').not.toContain('no-store');
    }
  });
});
