/**
 * Every request that could write (sign-in, registration, sign-out, enrollment, preferences, activation,
 * payment), sent with exactly one thing wrong, is refused with a 4xx, and the whole batch leaves every
 * table of the database exactly as it was.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_FORM_FIELD } from '../auth/csrf.ts';
import { expiredJar, forgedJar, tamperedJar } from './credentials.ts';
import { databaseDigest } from './dbDigest.ts';
import type { CallOptions, TestServer } from './harness.ts';
import { call, CookieJar, csrfFor, fixtureCourse, parsed, signIn, startServer } from './harness.ts';
import { requestTransaction } from './payments.ts';
import { setPreferredLanguage } from './account.ts';

const BAD_HOST = { host: '[' };
const FORM = 'application/x-www-form-urlencoded';

let server: TestServer;
let learner: CookieJar;
let graduate: CookieJar;
let newcomer: CookieJar;
let transactionId: string;

beforeAll(async () => {
  server = await startServer();
  learner = await signIn(server.app, 'learner');
  graduate = await signIn(server.app, 'graduate');
  newcomer = await signIn(server.app, 'newcomer');
  const started = parsed(
    'createTransaction',
    await requestTransaction(server, learner, 'learner', 'paid-usd'),
  );
  transactionId = started.paymentURL.split('/payment/')[1] ?? '';
});

type Attempt = [label: string, send: () => Promise<{ statusCode: number; body: string }>];

function apiAttempts(): Attempt[] {
  const free = fixtureCourse(server.db, 'python').courseKey;
  const enrolled = fixtureCourse(server.db, 'visited-current').courseKey;
  const paid = fixtureCourse(server.db, 'paid-usd-trial').courseKey;
  const writes: [string, CallOptions & { name: Parameters<typeof call>[1] }][] = [
    ['enroll', { name: 'enroll', body: { course_details: { course_id: free } } }],
    ['unenroll', { name: 'unenroll', body: { course_id: enrolled } }],
    [
      'preferences',
      { name: 'updatePreferences', params: { username: 'learner' }, body: { 'pref-lang': 'ar' } },
    ],
    ['activation e-mail', { name: 'sendActivationEmail' }],
    ['transaction', { name: 'createTransaction', body: { course_id: paid, username: 'learner' } }],
  ];
  const breaks: [string, (o: CallOptions) => CallOptions][] = [
    ['anonymous', (o) => ({ ...o, jar: new CookieJar() })],
    ['expired JWT', (o) => ({ ...o, jar: expiredJar(server.db, learner) })],
    ['forged signature', (o) => ({ ...o, jar: forgedJar(learner) })],
    ['tampered payload', (o) => ({ ...o, jar: tamperedJar(graduate, learner) })],
    ['no CSRF header', (o) => ({ ...o, jar: learner, csrf: false })],
    [
      'wrong CSRF header',
      (o) => ({ ...o, jar: learner, csrf: false, headers: { 'X-CSRFToken': 'x'.repeat(32) } }),
    ],
    ['no USE-JWT-COOKIE', (o) => ({ ...o, jar: learner, headers: { 'USE-JWT-COOKIE': 'false' } })],
    ['bad Host', (o) => ({ ...o, jar: learner, headers: BAD_HOST })],
    [
      'malformed JSON',
      (o) => ({
        ...o,
        jar: learner,
        body: '{"course_id": ',
        headers: { 'content-type': 'application/json' },
      }),
    ],
    [
      'plain-text body',
      (o) => ({ ...o, jar: learner, body: 'course_id=x', headers: { 'content-type': 'text/plain' } }),
    ],
  ];
  const attempts: Attempt[] = [];
  for (const [what, { name, ...options }] of writes)
    for (const [how, broken] of breaks) {
      // A bodiless endpoint ignores whatever body comes with it.
      if (options.body === undefined && broken({}).body !== undefined) continue;
      attempts.push([`${what}, ${how}`, () => call(server.app, name, broken(options))]);
    }
  attempts.push([
    'preferences of another learner',
    () => setPreferredLanguage(server.app, graduate, 'learner', 'ar'),
  ]);
  attempts.push([
    'transaction for another learner',
    () =>
      call(server.app, 'createTransaction', {
        jar: graduate,
        body: { course_id: paid, username: 'learner' },
      }),
  ]);
  return attempts;
}

/** A form post to a server-rendered page with the jar's cookies and, unless `csrf` is false, its token. */
async function post(url: string, jar: CookieJar, fields: Record<string, string>, csrf = true, headers = {}) {
  const token = await csrfFor(server.app, jar);
  const form = new URLSearchParams(csrf ? { [CSRF_FORM_FIELD]: token, ...fields } : fields);
  const options: InjectOptions = {
    method: 'POST',
    url,
    headers: { cookie: jar.header, 'content-type': FORM, ...headers },
    payload: form.toString(),
  };
  return server.app.inject(options);
}

function pageAttempts(): Attempt[] {
  const login = { login: 'learner', password: 'atrium-demo', next: '/' };
  const account = { name: 'Nia New', username: 'nia', email: 'nia@example.com', password: 'long-enough' };
  const payment = `/payment/${transactionId}`;
  return [
    ['sign-in, bad Host', () => post('/login', new CookieJar(), login, true, BAD_HOST)],
    ['sign-in, no form token', () => post('/login', new CookieJar(), login, false)],
    ['sign-in, wrong password', () => post('/login', new CookieJar(), { ...login, password: 'wrong-one' })],
    ['registration, bad Host', () => post('/register', new CookieJar(), account, true, BAD_HOST)],
    ['registration, no form token', () => post('/register', new CookieJar(), account, false)],
    ['registration, bad e-mail', () => post('/register', new CookieJar(), { ...account, email: 'nope' })],
    [
      'registration, taken name',
      () => post('/register', new CookieJar(), { ...account, username: 'learner' }),
    ],
    ['activation, no form token', () => post('/account/activate', newcomer, {}, false)],
    ['payment approval, no form token', () => post(`${payment}/approve`, learner, {}, false)],
    ['payment failure, no form token', () => post(`${payment}/fail`, learner, {}, false)],
    ['payment approval by another learner', () => post(`${payment}/approve`, graduate, {})],
    [
      'visit of an unknown course',
      () =>
        server.app.inject({
          url: '/learning/course/course-v1:No+Such+Run/home',
          headers: { cookie: learner.header },
        }),
    ],
    // Last: a sign-out that went through would end the learner's session for the attempts above.
    [
      'sign-out, bad Host',
      () => server.app.inject({ url: '/logout', headers: { cookie: learner.header, ...BAD_HOST } }),
    ],
  ];
}

describe('refused writes', () => {
  it('refuses each one with a 4xx and leaves every table unchanged', async () => {
    const before = databaseDigest(server.db);
    const attempts = [...apiAttempts(), ...pageAttempts()];
    for (const [label, send] of attempts) {
      const response = await send();
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${label}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
    }
    expect(databaseDigest(server.db)).toBe(before);
    expect(attempts.length).toBeGreaterThan(60);
  });
});
