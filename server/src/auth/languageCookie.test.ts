/** A learner's saved interface language (pref-lang) follows them: signing in sets the language cookie. */
import { LANGUAGE_COOKIE } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, CookieJar, postForm, signIn, startServer, type TestServer } from '../test/harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

describe('the language cookie at sign-in', () => {
  it('is not set for a learner without a saved language', async () => {
    const jar = await signIn(server.app, 'graduate');
    expect(jar.get(LANGUAGE_COOKIE)).toBeUndefined();
  });

  it('carries the saved pref-lang into a new session, readable by the web app, for a year', async () => {
    const first = await signIn(server.app, 'newcomer');
    const saved = await call(server.app, 'updatePreferences', {
      jar: first,
      params: { username: 'newcomer' },
      body: { 'pref-lang': 'fa' },
    });
    expect(saved.statusCode).toBe(204);

    const response = await postForm(server.app, '/login', new CookieJar(), {
      login: 'newcomer',
      password: 'atrium-demo',
      next: '/',
    });
    expect(response.statusCode).toBe(303);
    const cookie = response.cookies.find((c) => c.name === LANGUAGE_COOKIE);
    expect(cookie).toMatchObject({ value: 'fa', path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    expect(cookie?.httpOnly).toBeFalsy();
  });
});
