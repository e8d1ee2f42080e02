/**
 * Sign-in and registration limits over HTTP: failures per account and address plus per address (so that
 * nobody can lock a learner out from elsewhere), successful sign-ins and registrations per address,
 * limits that parallel requests cannot outrun, X-Forwarded-For believed only from a named proxy, and
 * hashing that never runs on the event loop. Also the one-scrypt-per-attempt rule that keeps unknown
 * accounts indistinguishable.
 */
import * as crypto from 'node:crypto';
import { SESSION_COOKIE } from '@atrium/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { tooManySignIns, WRONG_CREDENTIALS } from '../auth/login.ts';
import type * as passwords from '../auth/password.ts';
import { DUMMY_HASH, verifyPassword } from '../auth/password.ts';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from '../config.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions, CookieJar, postForm } from './harness.ts';

vi.mock('../auth/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof crypto>();
  return { ...real, scrypt: vi.fn(real.scrypt), scryptSync: vi.fn(real.scryptSync) };
});

const LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  failuresPerAccountAddress: 3,
  failuresPerAddress: 6,
  signInsPerAddress: 4,
  registrationsPerAddress: 2,
  windowSeconds: 600,
};
const db = createDatabase(':memory:', { courses: 24 });
let now = Date.now();
const options = appOptions(db, { now: () => new Date(now), limits: LIMITS });
const app = await buildApp(options);
const PROXY = '10.0.0.1';
const behindProxy = await buildApp({ ...options, trustProxy: [PROXY] });
const spy = vi.mocked(verifyPassword);
const learnerHash = (
  db.prepare("SELECT password_hash FROM users WHERE username = 'learner'").get() as {
    password_hash: string;
  }
).password_hash;
const userCount = () => (db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n;

let address = 0;
/** Each test starts on fresh addresses, an hour later: earlier events have left the window. */
beforeEach(() => {
  now += 3600_000;
  address += 10;
  spy.mockClear();
});
const ip = (n = 0) => `198.51.100.${address + n}`;

interface From {
  /** The socket's address. */
  from?: string;
  /** What the request says in X-Forwarded-For. */
  forwardedFor?: string;
  accept?: string;
  target?: typeof app;
}

async function post(path: string, fields: Record<string, string>, via: From = {}) {
  return postForm(via.target ?? app, path, new CookieJar(), fields, {
    remoteAddress: via.from ?? ip(),
    headers: {
      accept: via.accept ?? 'text/html',
      ...(via.forwardedFor && { 'x-forwarded-for': via.forwardedFor }),
    },
  });
}
const attempt = (login: string, password: string, via: From | string = {}) =>
  post('/login', { login, password, next: '/' }, typeof via === 'string' ? { from: via } : via);
let registered = 0;
const register = (via: From | string = {}) => {
  registered += 1;
  return post(
    '/register',
    {
      name: 'New Learner',
      username: `new-${registered}`,
      email: `new-${registered}@example.com`,
      password: 'long-enough',
    },
    typeof via === 'string' ? { from: via } : via,
  );
};
const alertOf = (body: string) => /role="alert">([^<]*)</.exec(body)?.[1];

describe('failed sign-ins', () => {
  it('cannot lock a learner out: the right password from another address still works', async () => {
    for (let i = 0; i < LIMITS.failuresPerAccountAddress; i++)
      expect((await attempt('graduate', `wrong-${i}`, ip(1))).statusCode).toBe(400);
    // From the address that failed, even the right password (spelled as the e-mail) must wait.
    spy.mockClear();
    const refused = await attempt('Graduate@Example.com', 'atrium-demo', ip(1));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(refused.body)).toMatch(
      /Too many failed sign-in attempts\. Please try again in 10 minutes/,
    );
    expect(refused.body).toContain('value="Graduate@Example.com"');
    expect(refused.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    // The learner, from anywhere else, signs in; the address may still try other accounts.
    expect((await attempt('graduate', 'atrium-demo', ip(2))).statusCode).toBe(303);
    expect((await attempt('learner', 'atrium-demo', ip(1))).statusCode).toBe(303);
    now += LIMITS.windowSeconds * 1000;
    expect((await attempt('graduate', 'atrium-demo', ip(1))).statusCode).toBe(303);
  });

  it("clears the account's count from that address on a successful sign-in", async () => {
    for (let i = 0; i < LIMITS.failuresPerAccountAddress - 1; i++)
      expect((await attempt('graduate', 'nope-nope', ip(1))).statusCode).toBe(400);
    expect((await attempt('graduate', 'atrium-demo', ip(1))).statusCode).toBe(303);
    for (let i = 0; i < LIMITS.failuresPerAccountAddress; i++)
      expect((await attempt('graduate', 'nope-nope', ip(1))).statusCode).toBe(400);
    expect((await attempt('graduate', 'atrium-demo', ip(1))).statusCode).toBe(429);
  });

  it('answers 429 after the per-address limit, whatever accounts the address tries', async () => {
    for (let i = 0; i < LIMITS.failuresPerAddress; i++)
      expect((await attempt(`guess-${i}`, 'password1', ip())).statusCode).toBe(400);
    expect((await attempt('newcomer', 'atrium-demo', ip())).statusCode).toBe(429);
    expect((await attempt('newcomer', 'atrium-demo', ip(1))).statusCode).toBe(303);
  });

  it('cannot be outrun by attempts sent in parallel: only the limit reaches the hash', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 * LIMITS.failuresPerAccountAddress }, (_, i) =>
        attempt('learner', `parallel-${i}`, ip(3)),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMITS.failuresPerAccountAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * LIMITS.failuresPerAccountAddress);
    expect(spy).toHaveBeenCalledTimes(LIMITS.failuresPerAccountAddress);
  });

  it('answers a JSON client with JSON refusals, 400 and then 429', async () => {
    for (let i = 0; i < LIMITS.failuresPerAccountAddress; i++) {
      const wrong = await attempt('nobody-at-all', 'x', { accept: 'application/json' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: WRONG_CREDENTIALS });
    }
    const response = await attempt('nobody-at-all', 'x', { accept: 'application/json' });
    expect(response.statusCode).toBe(429);
    const body = response.json<{ error: string; message: string }>();
    expect(body.error).toBe('too_many_attempts');
    expect(body.message).toMatch(/^Too many failed sign-in attempts/);
  });
});

describe('successful sign-ins and registrations', () => {
  it('are limited per address: a client signing in again and again is refused, others are not', async () => {
    for (let i = 0; i < LIMITS.signInsPerAddress; i++)
      expect((await attempt('learner', 'atrium-demo', ip())).statusCode).toBe(303);
    spy.mockClear();
    const refused = await attempt('learner', 'atrium-demo', { from: ip(), accept: 'application/json' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'too_many_sign_ins', message: tooManySignIns(600) });
    expect(spy).not.toHaveBeenCalled();
    expect((await attempt('learner', 'atrium-demo', ip(1))).statusCode).toBe(303);
  });

  it('count wrong passwords as failures only, not as sign-ins', async () => {
    for (let i = 0; i < LIMITS.signInsPerAddress; i++)
      expect((await attempt(`guess-${i}`, 'nope-nope', ip())).statusCode).toBe(400);
    expect((await attempt('learner', 'atrium-demo', ip())).statusCode).toBe(303);
  });

  it('cannot be outrun by sign-ins sent in parallel', async () => {
    // Spread over the accounts: attempts in flight also count as possible failures of their account.
    const accounts = ['learner', 'graduate', 'newcomer'];
    const answers = await Promise.all(
      Array.from({ length: 3 * LIMITS.signInsPerAddress }, (_, i) =>
        attempt(accounts[i % accounts.length] ?? '', 'atrium-demo', ip(2)),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 303)).toHaveLength(LIMITS.signInsPerAddress);
    expect(statuses.filter((s) => s !== 303 && s !== 429)).toEqual([]);
  });

  it('limit the accounts one address creates, in turn or in parallel, without a row past the limit', async () => {
    const before = userCount();
    for (let i = 0; i < LIMITS.registrationsPerAddress; i++)
      expect((await register(ip())).statusCode).toBe(303);
    const refused = await register(ip());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(alertOf(refused.body)).toMatch(/^Too many accounts were created from this network/);
    expect(userCount()).toBe(before + LIMITS.registrationsPerAddress);

    const parallel = await Promise.all(Array.from({ length: 10 }, () => register(ip(1))));
    expect(parallel.filter((r) => r.statusCode === 303)).toHaveLength(LIMITS.registrationsPerAddress);
    expect(userCount()).toBe(before + 2 * LIMITS.registrationsPerAddress);
    expect((await register(ip(2))).statusCode).toBe(303);
  });

  it('refuse a username taken while the password was hashing, without a 500', async () => {
    const same = { name: 'Twin', username: 'twin', email: 'twin@example.com', password: 'long-enough' };
    const answers = await Promise.all([
      post('/register', same, { from: ip(4) }),
      post('/register', same, { from: ip(5) }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 400]);
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless a proxy is named: one socket address is one client', async () => {
    for (let i = 0; i < LIMITS.failuresPerAddress; i++)
      expect(
        (await attempt(`guess-${i}`, 'x', { from: ip(), forwardedFor: `203.0.113.${i}` })).statusCode,
      ).toBe(400);
    const other = await attempt('learner', 'atrium-demo', { from: ip(), forwardedFor: '203.0.113.200' });
    expect(other.statusCode).toBe(429);
  });

  it('believes X-Forwarded-For from the named proxy only: its clients are counted apart', async () => {
    const via = (client: string, from = PROXY): From => ({ target: behindProxy, from, forwardedFor: client });
    for (let i = 0; i < LIMITS.failuresPerAddress; i++)
      expect((await attempt(`guess-${i}`, 'x', via('203.0.113.7'))).statusCode).toBe(400);
    expect((await attempt('learner', 'atrium-demo', via('203.0.113.7'))).statusCode).toBe(429);
    // Another learner behind the same proxy is not locked out.
    expect((await attempt('learner', 'atrium-demo', via('203.0.113.8'))).statusCode).toBe(303);
    // Anyone else saying X-Forwarded-For is counted by their own address.
    for (let i = 0; i < LIMITS.failuresPerAddress; i++)
      expect((await attempt(`guess-${i}`, 'x', via(`203.0.113.${100 + i}`, ip(6)))).statusCode).toBe(400);
    expect((await attempt('learner', 'atrium-demo', via('203.0.113.9', ip(6)))).statusCode).toBe(429);
  });
});

describe('password checks', () => {
  it('run one scrypt against a dummy hash for an unknown account, and answer exactly as for a wrong password', async () => {
    const unknown = await attempt('no-such-account', 'atrium-demo', ip(1));
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy).toHaveBeenLastCalledWith('atrium-demo', DUMMY_HASH);
    expect(await spy.mock.results.at(-1)?.value).toBe(false);
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

  it('hash off the event loop: sign-in and registration use the asynchronous scrypt, never scryptSync', async () => {
    const sync = vi.mocked(crypto.scryptSync);
    const async = vi.mocked(crypto.scrypt);
    sync.mockClear();
    async.mockClear();
    expect((await attempt('learner', 'atrium-demo', ip(4))).statusCode).toBe(303);
    expect((await attempt('learner', 'wrong-password', ip(4))).statusCode).toBe(400);
    expect((await register(ip(4))).statusCode).toBe(303);
    expect(async).toHaveBeenCalledTimes(3);
    expect(sync).not.toHaveBeenCalled();
  });
});
