/** The stand-in for the activation e-mail's link: /account/settings activates the signed-in account. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { call, CookieJar, enrollIn, expectError, parsed, signIn, startServer } from './harness.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});

async function settingsPage(jar: CookieJar) {
  const response = await server.app.inject({ url: '/account/settings', headers: { cookie: jar.header } });
  jar.take(response);
  return response;
}

async function activate(jar: CookieJar, token: string | undefined) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/account/activate',
    headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(token === undefined ? {} : { csrfmiddlewaretoken: token }).toString(),
  });
  jar.take(response);
  return response;
}

const formToken = (body: string) => /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(body)?.[1];

describe('account activation stand-in', () => {
  it('activates an inactive account, after which it may enroll', async () => {
    const jar = await signIn(server.app, 'newcomer');
    const page = await settingsPage(jar);
    expect(page.body).toContain('Not activated yet');
    expect(page.body).toContain('Activate my account');

    const response = await activate(jar, formToken(page.body));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/account/settings');
    expect(
      parsed('userAccount', await call(server.app, 'userAccount', { jar, params: { username: 'newcomer' } }))
        .is_active,
    ).toBe(true);
    const after = await settingsPage(jar);
    expect(after.body).not.toContain('Activate my account');
    expect(parsed('enroll', await enrollIn(server, jar, 'visited-current')).is_active).toBe(true);
  });

  it('refuses without the form token and leaves the account inactive', async () => {
    const jar = await signIn(server.app, 'newcomer');
    await settingsPage(jar);
    expect((await activate(jar, undefined)).statusCode).toBe(403);
    expect((await activate(jar, 'x'.repeat(32))).statusCode).toBe(403);
    expect(
      parsed('userAccount', await call(server.app, 'userAccount', { jar, params: { username: 'newcomer' } }))
        .is_active,
    ).toBe(false);
    expectError(await enrollIn(server, jar, 'visited-current'), 403, 'account_inactive');
  });

  it('sends visitors to sign in', async () => {
    const response = await activate(new CookieJar(), undefined);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain('/login?next=');
  });

  it('shows no activation form to an active account', async () => {
    const jar = await signIn(server.app, 'learner');
    expect((await settingsPage(jar)).body).not.toContain('Activate my account');
    expectError(await call(server.app, 'userAccount', { jar, params: { username: 'newcomer' } }), 403);
  });
});
