/**
 * Request fuzzing over every route (the contract's endpoint table and the server-rendered pages):
 * never a 5xx or a crash, `{ error, message }` JSON for every refusal on an API path, nothing outside
 * the web app's folder served, and a database that refused requests leave exactly as it was.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JWT_HEADER_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE, SESSION_COOKIE } from '@atrium/contract';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { signJwt } from '../auth/jwt.ts';
import { isApiPath } from '../http/web.ts';
import { JWT_SECRET_SETTING } from '../seed/createDatabase.ts';
import { databaseDigest } from './dbDigest.ts';
import {
  API_ROUTES,
  fuzzRequest,
  isStockPath,
  NASTY_SEGMENTS,
  PAGE_ROUTES,
  REDIRECTS,
  type FuzzRequest,
  type FuzzWorld,
} from './fuzzRequests.ts';
import { call, fixtureCourse, signIn, startServer, type CookieJar, type TestServer } from './harness.ts';

const SECRET = 'TOP-SECRET-FILE-OUTSIDE-THE-WEB-APP';
// `FUZZ_SCALE=20 npx vitest run --project server-slow server/src/test/fuzz.slow.test.ts` for a long soak.
const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
let folder: string;
let server: TestServer;
let learner: CookieJar;
let world: FuzzWorld;

const totalChanges = () => (server.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

beforeAll(async () => {
  // A built web app beside a file it must never serve.
  folder = mkdtempSync(join(tmpdir(), 'atrium-fuzz-'));
  const dist = join(folder, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(folder, 'secret.txt'), SECRET);
  server = await startServer({ courses: 24, webDist: dist });
  learner = await signIn(server.app, 'learner');
  const graduate = await signIn(server.app, 'graduate');
  // A pending payment, so that the payment pages are reached with a real id too.
  const paid = fixtureCourse(server.db, 'paid-usd').courseKey;
  await call(server.app, 'createTransaction', {
    jar: learner,
    body: { course_id: paid, username: 'learner' },
  });

  const { db } = server;
  const pick = (sql: string) => db.prepare(sql).pluck().all().map(String);
  const secret = pick(`SELECT value FROM settings WHERE key = '${JWT_SECRET_SETTING}'`)[0] ?? '';
  const csrfToken = learner.get(CSRF_COOKIE) ?? '';
  const [payload = '', signature = ''] = [
    learner.get(JWT_HEADER_PAYLOAD_COOKIE),
    learner.get(JWT_SIGNATURE_COOKIE),
  ];
  const claims = {
    preferred_username: 'learner',
    email: 'learner@example.com',
    name: 'Layla Learner',
    user_id: 1,
    administrator: false,
  };
  const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret);
  const otherSecret = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret');
  const csrf = { [CSRF_COOKIE]: csrfToken };
  world = {
    csrfToken,
    realValues: [
      ...pick('SELECT course_key FROM courses LIMIT 4'),
      ...pick('SELECT slug FROM courses LIMIT 3'),
      ...pick('SELECT short_name FROM organizations LIMIT 2'),
      ...pick('SELECT slug FROM instructors LIMIT 2'),
      ...pick('SELECT slug FROM programs LIMIT 1'),
      ...pick('SELECT certificate_uuid FROM enrollments WHERE certificate_uuid IS NOT NULL LIMIT 1'),
      ...pick('SELECT id FROM transactions LIMIT 1'),
      'learner',
      'graduate',
      'newcomer',
      'xss-check',
      'approve',
      'fail',
      'covers',
      'partners',
      'x.svg',
      'app.js',
    ],
    cookies: [
      learner.header,
      graduate.header,
      cookieHeader(csrf),
      cookieHeader({ ...csrf, [JWT_HEADER_PAYLOAD_COOKIE]: payload, [JWT_SIGNATURE_COOKIE]: 'A'.repeat(43) }),
      cookieHeader({
        ...csrf,
        [JWT_HEADER_PAYLOAD_COOKIE]: expired.headerPayload,
        [JWT_SIGNATURE_COOKIE]: expired.signature,
      }),
      cookieHeader({
        ...csrf,
        [JWT_HEADER_PAYLOAD_COOKIE]: otherSecret.headerPayload,
        [JWT_SIGNATURE_COOKIE]: otherSecret.signature,
      }),
      cookieHeader({
        ...csrf,
        [JWT_HEADER_PAYLOAD_COOKIE]: graduate.get(JWT_HEADER_PAYLOAD_COOKIE) ?? '',
        [JWT_SIGNATURE_COOKIE]: signature,
      }),
      cookieHeader({ ...csrf, [JWT_HEADER_PAYLOAD_COOKIE]: '%zz', [JWT_SIGNATURE_COOKIE]: '%E0%A4%A' }),
      cookieHeader({ ...csrf, [JWT_HEADER_PAYLOAD_COOKIE]: 'a.'.repeat(1500), [JWT_SIGNATURE_COOKIE]: '.' }),
      cookieHeader({ ...csrf, [SESSION_COOKIE]: 'not-a-session' }),
      cookieHeader({ [CSRF_COOKIE]: 'x'.repeat(4000) }),
      '=;=;;; ;=',
    ],
  };
});

afterAll(async () => {
  await server.app.close();
  rmSync(folder, { recursive: true, force: true });
});

/**
 * A stock refusal: empty, Django's plain text, a bare JSON string (a DRF `Response('…')`, as the
 * progress tab's "User not enrolled."), or JSON in one of the stock error bodies.
 */
function expectStockRefusal(response: LightMyRequestResponse, context: string): void {
  if (response.body === '' || String(response.headers['content-type']).startsWith('text/html')) return;
  expect(response.headers['content-type'], context).toMatch(/^application\/json/);
  const body = response.json<unknown>();
  if (typeof body === 'string') {
    expect(body.length, context).toBeGreaterThan(0);
    return;
  }
  const keys = Object.keys(body as object);
  const stock = ['detail', 'message', 'developer_message', 'field_errors', 'error'];
  expect(
    keys.some((key) => stock.includes(key)),
    context,
  ).toBe(true);
}

/** Asserts what must hold for any answer; returns it for further checks. */
function checkAnswer(request: FuzzRequest['options'], response: LightMyRequestResponse): void {
  const context = `${request.method} ${request.url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  expect(response.body, context).not.toContain(SECRET);
  const path = request.url.split('?')[0] ?? '';
  if (response.statusCode >= 400 && isStockPath(path)) expectStockRefusal(response, context);
  else if (response.statusCode >= 400 && isApiPath(path) && request.method !== 'HEAD') {
    expect(response.headers['content-type'], context).toMatch(/^application\/json/);
    const body = response.json<{ error?: unknown; message?: unknown }>();
    expect(body.error, context).toMatch(/^[a-z_]+$/);
    expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  }
}

/**
 * Sends one request and checks its answer. A refused request must not change a row; after an accepted
 * write (a sign-in, an enrollment) the digest of every table is taken again, so that at the end of a run
 * the tables can be compared with the state the last accepted write left.
 */
class Sender {
  digest = databaseDigest(server.db);
  refused = 0;

  async send(options: FuzzRequest['options']): Promise<void> {
    const before = totalChanges();
    const response = await server.app.inject(options as InjectOptions);
    checkAnswer(options, response);
    if (response.statusCode >= 400) {
      this.refused++;
      expect(totalChanges(), `${options.method} ${options.url.slice(0, 200)} wrote`).toBe(before);
    } else if (totalChanges() !== before) {
      this.digest = databaseDigest(server.db);
    }
  }

  async finish(): Promise<void> {
    expect(databaseDigest(server.db)).toBe(this.digest);
    // Still alive and answering.
    expect((await server.app.inject({ url: '/api/mfe_config/v1' })).statusCode).toBe(200);
  }
}

async function fuzz(
  arbitrary: fc.Arbitrary<FuzzRequest>,
  numRuns: number,
  minRefused: number,
): Promise<void> {
  const sender = new Sender();
  await fc.assert(
    fc.asyncProperty(arbitrary, ({ options }) => sender.send(options)),
    { numRuns: numRuns * SCALE },
  );
  // Most random requests are refused: the comparison of the tables is about them.
  expect(sender.refused).toBeGreaterThanOrEqual(minRefused * SCALE);
  await sender.finish();
}

/** Every route with each known-hostile path parameter, redirect target and Host header. */
function corpus(cookie: string): FuzzRequest['options'][] {
  const requests: FuzzRequest['options'][] = [];
  const fill = (template: string, value: string) => template.replace(/\{[a-z_]+\}/g, value);
  const headers = { cookie, 'x-csrftoken': world.csrfToken, 'use-jwt-cookie': 'true' };
  for (const { method, template } of [...API_ROUTES, ...PAGE_ROUTES]) {
    const base = { method, headers, remoteAddress: '127.0.0.1' };
    if (template.includes('{'))
      for (const segment of NASTY_SEGMENTS) requests.push({ ...base, url: fill(template, segment) });
    for (const next of REDIRECTS)
      requests.push({ ...base, url: `${fill(template, 'x')}?next=${next}&redirect_url=${next}` });
    for (const host of ['a b', '[', '[::1', 'evil.example/x?', 'x:99999', 'user@host', ''])
      requests.push({ ...base, url: fill(template, 'x'), headers: { ...headers, host } });
  }
  return requests;
}

describe('request fuzzing', () => {
  it('survives hostile requests to every route and page', async () => {
    await fuzz(fuzzRequest(world, [...API_ROUTES, ...PAGE_ROUTES]), 350, 175);
  });

  it('survives hostile parameters and bodies from a signed-in learner with a valid CSRF token', async () => {
    const signedIn = fuzzRequest(world, API_ROUTES).map(({ route, options }) => ({
      route,
      options: {
        ...options,
        method: route.method,
        headers: {
          ...options.headers,
          host: '127.0.0.1:8080',
          cookie: learner.header,
          'x-csrftoken': world.csrfToken,
          'use-jwt-cookie': 'true',
        },
      },
    }));
    await fuzz(signedIn, 250, 50);
  });

  it('answers a corpus of known-hostile parameters, redirect targets and Host headers on every route', async () => {
    // A session of its own: the corpus signs out.
    const jar = await signIn(server.app, 'graduate');
    const sender = new Sender();
    const requests = corpus(jar.header);
    for (const request of requests) await sender.send(request);
    expect(requests.length).toBeGreaterThan(500);
    await sender.finish();
  });
});
