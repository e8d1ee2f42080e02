/** The browser tests' way to expire a token in place (auth/testFixtureRoutes.ts), and its absence elsewhere. */
import { JWT_HEADER_PAYLOAD_COOKIE, JwtClaims, SESSION_COOKIE } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { EXPIRE_JWT_PATH } from '../auth/testFixtureRoutes.ts';
import type { CookieJar, TestServer } from './harness.ts';
import { call, expectError, parsed, signIn, startServer } from './harness.ts';

const claimsOf = (jar: CookieJar) =>
  JwtClaims.parse(
    JSON.parse(Buffer.from(jar.get(JWT_HEADER_PAYLOAD_COOKIE)?.split('.')[1] ?? '', 'base64url').toString()),
  );

async function expireJwt(server: TestServer, jar: CookieJar) {
  const response = await server.app.inject({
    method: 'POST',
    url: EXPIRE_JWT_PATH,
    headers: { cookie: jar.header },
  });
  jar.take(response);
  return response;
}

describe(`POST ${EXPIRE_JWT_PATH}`, () => {
  it('hands a signed-in browser an expired JWT that learner calls refuse until it is refreshed', async () => {
    const server = await startServer({ courses: 1 });
    const jar = await signIn(server.app, 'learner');
    parsed('outbox', await call(server.app, 'outbox', { jar }));

    expect((await expireJwt(server, jar)).statusCode).toBe(204);
    expect(claimsOf(jar)).toMatchObject({ preferred_username: 'learner' });
    expect(claimsOf(jar).exp).toBeLessThan(Date.now() / 1000);
    expectError(await call(server.app, 'outbox', { jar }), 401);

    expect((await call(server.app, 'refreshToken', { jar, csrf: false })).statusCode).toBe(200);
    expect(claimsOf(jar).exp).toBeGreaterThan(Date.now() / 1000);
    parsed('outbox', await call(server.app, 'outbox', { jar }));
  });

  it('answers 401 without a session', async () => {
    const server = await startServer({ courses: 1 });
    const jar = await signIn(server.app, 'learner');
    jar.cookies.delete(SESSION_COOKIE);
    expectError(await expireJwt(server, jar), 401);
  });

  it('does not exist without the test fixtures', async () => {
    const server = await startServer({ courses: 1, testFixtures: false });
    const jar = await signIn(server.app, 'learner');
    expect((await expireJwt(server, jar)).statusCode).toBe(404);
  });
});
