/**
 * Sign-in throttling over HTTP (429 after N failures per account and per address, not before; reset by a
 * success) and the one-scrypt-per-attempt rule that keeps unknown accounts indistinguishable.
 */
import { SESSION_COOKIE } from '@atrium/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type * as passwords from '../auth/password.ts';
import { WRONG_CREDENTIALS } from '../auth/login.ts';
import { DUMMY_HASH, verifyPassword } from '../auth/password.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { CookieJar, csrfFor, INSTANCE } from './harness.ts';

vi.mock('../auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

const LIMITS = { maxPerAccount: 3, maxPerAddress: 6, windowSeconds: 600 };
const db = createDatabase(':memory:', { courses: 24 });
let now = Date.now();
const app = await buildApp({
  db,
  jwtLifetimeSeconds: 60,
  webDist: null,
  frontendOrigins: [],
  instance: INSTANCE,
  testFixtures: false,
  now: () => new Date(now),
  loginThrottle: LIMITS,
});
const spy = vi.mocked(verifyPassword);
const learnerHash = (
  db.prepare("SELECT password_hash FROM users WHERE username = 'learner'").get() as {
    password_hash: string;
  }
).password_hash;

let address = 0;
/** Each test starts on fresh addresses, an hour later: earlier failures have left the window. */
beforeEach(() => {
  now += 3600_000;
  address += 10;
  spy.mockClear();
});
const ip = (n = 0) => `198.51.100.${address + n}`;

async function attempt(login: string, password: string, from = ip(), accept = 'text/html') {
  const jar = new CookieJar();
  const token = await csrfFor(app, jar);
  return app.inject({
    method: 'POST',
    url: '/login',
    remoteAddress: from,
    headers: { cookie: jar.header, accept, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrfmiddlewaretoken: token, login, password, next: '/' }).toString(),
  });
}
const alertOf = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];

describe('sign-in throttling', () => {
  it('answers 429 after the per-account limit of failures, and not before', async () => {
    for (let i = 0; i < LIMITS.maxPerAccount; i++)
      expect((await attempt('learner', `wrong-${i}`, ip(i))).statusCode).toBe(400);
    spy.mockClear();
    // Even the right password, from a fresh address and spelled as the e-mail address, must wait.
    const refused = await attempt('Learner@Example.com', 'atrium-demo', ip(5));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(refused.body)).toMatch(
      /Too many failed sign-in attempts\. Please try again in 10 minutes/,
    );
    expect(refused.body).toContain('value="Learner@Example.com"');
    expect(refused.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    // Other accounts are not affected, and the account may try again once the window has passed.
    expect((await attempt('graduate', 'atrium-demo', ip(5))).statusCode).toBe(303);
    now += LIMITS.windowSeconds * 1000;
    expect((await attempt('learner', 'atrium-demo', ip(5))).statusCode).toBe(303);
  });

  it("resets the account's count on a successful sign-in", async () => {
    for (let i = 0; i < LIMITS.maxPerAccount - 1; i++)
      expect((await attempt('graduate', 'nope-nope', ip(1))).statusCode).toBe(400);
    expect((await attempt('graduate', 'atrium-demo', ip(1))).statusCode).toBe(303);
    for (let i = 0; i < LIMITS.maxPerAccount; i++)
      expect((await attempt('graduate', 'nope-nope', ip(2))).statusCode).toBe(400);
    expect((await attempt('graduate', 'atrium-demo', ip(2))).statusCode).toBe(429);
  });

  it('answers 429 after the per-address limit, whatever accounts the address tries', async () => {
    for (let i = 0; i < LIMITS.maxPerAddress; i++)
      expect((await attempt(`guess-${i}`, 'password1', ip())).statusCode).toBe(400);
    expect((await attempt('newcomer', 'atrium-demo', ip())).statusCode).toBe(429);
    expect((await attempt('newcomer', 'atrium-demo', ip(1))).statusCode).toBe(303);
  });

  it('answers a JSON client with JSON refusals, 400 and then 429', async () => {
    for (let i = 0; i < LIMITS.maxPerAccount; i++) {
      const wrong = await attempt('nobody-at-all', 'x', ip(i), 'application/json');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: WRONG_CREDENTIALS });
    }
    const response = await attempt('nobody-at-all', 'x', ip(4), 'application/json');
    expect(response.statusCode).toBe(429);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('too_many_attempts');
    expect(body.message).toMatch(/^Too many failed sign-in attempts/);
  });
});

describe('password checks', () => {
  it('run one scrypt against a dummy hash for an unknown account, and answer exactly as for a wrong password', async () => {
    const unknown = await attempt('no-such-account', 'atrium-demo', ip(1));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith('atrium-demo', DUMMY_HASH);
    expect(spy).toHaveLastReturnedWith(false);
    const wrong = await attempt('learner', 'atrium-demo!', ip(2));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy).toHaveBeenLastCalledWith('atrium-demo!', learnerHash);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(alertOf(unknown.body)).toBe(alertOf(wrong.body));
  });

  it('use the same scrypt cost for the dummy hash as for real ones', () => {
    const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(cost(DUMMY_HASH)).toBe(cost(learnerHash));
  });

  it('is also run for an empty login', async () => {
    expect((await attempt('', 'whatever', ip(3))).statusCode).toBe(400);
    expect(spy).toHaveBeenCalledWith('whatever', DUMMY_HASH);
  });
});
