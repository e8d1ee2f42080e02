/** The Open edX login protocol: cookies, JWT expiry and refresh, CSRF, ownership, `next` allow-list. */
import {
  JWT_HEADER_PAYLOAD_COOKIE,
  JWT_SIGNATURE_COOKIE,
  LOGGED_IN_COOKIE,
  SESSION_COOKIE,
  JwtClaims,
} from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_SESSIONS_PER_ACCOUNT } from '../repositories/sessions.ts';
import {
  call,
  CookieJar,
  expectError,
  FRONTEND,
  JWT_LIFETIME,
  parsed,
  postForm,
  signIn,
  startServer,
  type TestServer,
} from './harness.ts';
import { requestTransaction } from './payments.ts';
import { setPreferredLanguage } from './account.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});

const claimsOf = (jar: CookieJar) =>
  JwtClaims.parse(
    JSON.parse(Buffer.from(jar.get(JWT_HEADER_PAYLOAD_COOKIE)?.split('.')[1] ?? '', 'base64url').toString()),
  );

const postLogin = (jar: CookieJar, fields: Record<string, string>) =>
  postForm(server.app, '/login', jar, fields);

describe('sign-in', () => {
  it('sets the readable JWT cookie, the HttpOnly signature and session, with the Open edX claims', async () => {
    const jar = new CookieJar();
    const response = await postLogin(jar, { login: 'learner', password: 'atrium-demo', next: '/overview' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/overview');
    const cookies = new Map(response.cookies.map((c) => [c.name, c]));
    expect(cookies.get(JWT_HEADER_PAYLOAD_COOKIE)?.httpOnly).toBeFalsy();
    expect(cookies.get(JWT_SIGNATURE_COOKIE)?.httpOnly).toBe(true);
    expect(cookies.get(SESSION_COOKIE)?.httpOnly).toBe(true);
    // The readable sign of a session, as the LMS sets it: a page without it knows a visitor unasked.
    expect(cookies.get(LOGGED_IN_COOKIE)).toMatchObject({
      value: 'true',
      maxAge: cookies.get(SESSION_COOKIE)?.maxAge,
    });
    expect(cookies.get(LOGGED_IN_COOKIE)?.httpOnly).toBeFalsy();
    for (const cookie of cookies.values()) expect(cookie.sameSite).toBe('Lax');
    const claims = claimsOf(jar.take(response));
    expect(claims).toMatchObject({
      preferred_username: 'learner',
      email: 'learner@example.com',
      name: 'Layla Learner',
      administrator: false,
    });
  });

  it('accepts the e-mail address as the login', async () => {
    expect(
      (await postLogin(new CookieJar(), { login: 'graduate@example.com', password: 'atrium-demo' }))
        .statusCode,
    ).toBe(303);
  });

  it('re-renders the form with one message for a wrong password or an unknown user', async () => {
    const wrong = await postLogin(new CookieJar(), { login: 'learner', password: 'nope-nope' });
    const unknown = await postLogin(new CookieJar(), { login: 'nobody-here', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    const message = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];
    expect(message(wrong.body)).toBe(message(unknown.body));
    expect(wrong.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
  });

  it('refuses a form without its CSRF token', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=learner&password=atrium-demo',
    });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    ['/overview', '/overview'],
    [`${FRONTEND}/course/x/`, `${FRONTEND}/course/x/`],
    ['http://localhost:80/inprogress', 'http://localhost/inprogress'],
    ['https://evil.example/steal', '/'],
    ['//evil.example/steal', '/'],
    ['javascript:alert(1)', '/'],
  ])('sends next=%s to %s', async (next, expected) => {
    const response = await postLogin(new CookieJar(), { login: 'learner', password: 'atrium-demo', next });
    expect(response.headers.location).toBe(expected);
  });

  it('keeps the newest sessions of an account, dropping the oldest', async () => {
    const sessionsOf = (username: string) =>
      (
        server.db
          .prepare(
            'SELECT count(*) AS n FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = ?',
          )
          .get(username) as { n: number }
      ).n;
    const jars: CookieJar[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_ACCOUNT; i++) jars.push(await signIn(server.app, 'graduate'));
    expect(sessionsOf('graduate')).toBe(MAX_SESSIONS_PER_ACCOUNT);
    const refresh = (jar: CookieJar) => {
      const session = new CookieJar();
      session.cookies.set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? '');
      return call(server.app, 'refreshToken', { jar: session, csrf: false });
    };
    const [oldest, ...rest] = jars;
    expectError(await refresh(oldest ?? new CookieJar()), 401);
    for (const jar of rest) expect((await refresh(jar)).statusCode).toBe(200);
  });

  it('renders accessible forms: lang, title, labels, a hidden CSRF field', async () => {
    for (const url of ['/login?next=/overview', '/register']) {
      const page = (await server.app.inject({ url })).body;
      expect(page).toMatch(/<html lang="en">/);
      expect(page).toMatch(/<title>[^<]+\| Atrium Test Academy<\/title>/);
      expect(page).toMatch(/<label for="password">/);
      expect(page).toMatch(/name="csrfmiddlewaretoken" value="[\w-]{32,}"/);
    }
  });
});

describe('registration', () => {
  it('creates an inactive account and signs it in', async () => {
    const jar = new CookieJar();
    const response = await postForm(server.app, '/register', jar, {
      name: 'Rita Reg',
      username: 'rita',
      email: 'rita@example.com',
      password: 'long-enough',
      next: '/overview',
    });
    expect(response.statusCode).toBe(303);
    const account = parsed(
      'userAccount',
      await call(server.app, 'userAccount', { jar, params: { username: 'rita' } }),
    );
    expect(account).toMatchObject({ username: 'rita', is_active: false });
  });

  it('shows errors next to the fields and keeps the typed values', async () => {
    const response = await postForm(server.app, '/register', new CookieJar(), {
      name: '<b>Bo</b>',
      username: 'x',
      email: 'bad',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('id="username-error"');
    expect(response.body).toContain('value="&lt;b&gt;Bo&lt;/b&gt;"');
  });
});

describe('access matrix', () => {
  it('answers 401 to visitors, 403 to another learner, 200 to the owner', async () => {
    expectError(await call(server.app, 'userAccount', { params: { username: 'learner' } }), 401);
    const graduate = await signIn(server.app, 'graduate');
    expectError(
      await call(server.app, 'userAccount', { jar: graduate, params: { username: 'learner' } }),
      403,
    );
    expectError(await setPreferredLanguage(server.app, graduate, 'learner', 'ar'), 403);
    expectError(await requestTransaction(server, graduate, 'learner', 'paid-usd'), 403);
    parsed(
      'userAccount',
      await call(server.app, 'userAccount', { jar: graduate, params: { username: 'graduate' } }),
    );
  });

  it('needs the USE-JWT-COOKIE header on learner endpoints', async () => {
    const jar = await signIn(server.app, 'learner');
    expectError(await call(server.app, 'outbox', { jar, headers: { 'USE-JWT-COOKIE': 'false' } }), 401);
  });

  it('refuses a forged signature and a tampered payload', async () => {
    const jar = await signIn(server.app, 'learner');
    const forged = new CookieJar();
    forged.cookies.set(JWT_HEADER_PAYLOAD_COOKIE, jar.get(JWT_HEADER_PAYLOAD_COOKIE) ?? '');
    forged.cookies.set(JWT_SIGNATURE_COOKIE, 'A'.repeat(43));
    expectError(await call(server.app, 'outbox', { jar: forged }), 401);
    const [header] = (jar.get(JWT_HEADER_PAYLOAD_COOKIE) ?? '').split('.');
    const claims = { ...claimsOf(jar), preferred_username: 'graduate', user_id: 3 };
    forged.cookies.set(
      JWT_HEADER_PAYLOAD_COOKIE,
      `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`,
    );
    forged.cookies.set(JWT_SIGNATURE_COOKIE, jar.get(JWT_SIGNATURE_COOKIE) ?? '');
    expectError(await call(server.app, 'outbox', { jar: forged }), 401);
  });

  it('expires the JWT, and /login_refresh mints a new one from the session', async () => {
    const jar = await signIn(server.app, 'learner');
    server.advance(JWT_LIFETIME + 1);
    expectError(await call(server.app, 'outbox', { jar }), 401);
    const refresh = await call(server.app, 'refreshToken', { jar, csrf: false });
    expect(refresh.statusCode).toBe(200);
    expect(claimsOf(jar).exp).toBeGreaterThan(Date.now() / 1000);
    parsed('outbox', await call(server.app, 'outbox', { jar }));
  });

  it('answers /login_refresh without a session with 401', async () => {
    expectError(await call(server.app, 'refreshToken', { csrf: false }), 401);
  });

  it('needs the CSRF header on unsafe methods', async () => {
    const jar = await signIn(server.app, 'learner');
    expectError(await call(server.app, 'sendActivationEmail', { jar, csrf: false }), 403, 'csrf_failed');
    expectError(
      await call(server.app, 'discoverySearch', { jar, body: {}, csrf: false }),
      403,
      'csrf_failed',
    );
    expectError(
      await call(server.app, 'sendActivationEmail', {
        jar,
        csrf: false,
        headers: { 'X-CSRFToken': 'x'.repeat(32) },
      }),
      403,
    );
  });
});

describe('sign-out', () => {
  it('ends the session, clears the cookies and honours next / redirect_url on the allow-list', async () => {
    const jar = await signIn(server.app, 'learner');
    const response = await server.app.inject({
      url: `/logout?next=${encodeURIComponent(`${FRONTEND}/`)}`,
      headers: { cookie: jar.header },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${FRONTEND}/`);
    const stale = new CookieJar();
    stale.cookies.set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? '');
    expectError(await call(server.app, 'refreshToken', { jar: stale, csrf: false }), 401);
    expect(jar.get(LOGGED_IN_COOKIE)).toBe('true');
    jar.take(response);
    expect(jar.get(JWT_HEADER_PAYLOAD_COOKIE)).toBeUndefined();
    expect(jar.get(LOGGED_IN_COOKIE)).toBeUndefined();
    const evil = await server.app.inject({ url: '/logout?redirect_url=https://evil.example/' });
    expect(evil.headers.location).toBe('/');
  });

  it('leaves a copied JWT valid until it expires, as on Open edX, while the session ends at once', async () => {
    const jar = await signIn(server.app, 'graduate');
    const copied = new CookieJar();
    for (const name of [JWT_HEADER_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE])
      copied.cookies.set(name, jar.get(name) ?? '');
    const session = new CookieJar();
    session.cookies.set(SESSION_COOKIE, jar.get(SESSION_COOKIE) ?? '');
    await server.app.inject({ url: '/logout', headers: { cookie: jar.header } });

    const account = () => call(server.app, 'userAccount', { jar: copied, params: { username: 'graduate' } });
    expect((await account()).statusCode).toBe(200);
    expectError(await call(server.app, 'refreshToken', { jar: session, csrf: false }), 401);
    server.advance(JWT_LIFETIME);
    expectError(await account(), 401);
  });
});
