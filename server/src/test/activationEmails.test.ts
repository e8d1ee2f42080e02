/**
 * Activation e-mails are limited: an active account gets none, an inactive one a few per window, and one
 * address a few over all the accounts it asks for. Replays the attack: 1 000 requests in a burst made
 * 1 000 outbox rows.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import type { TestServer } from './harness.ts';
import { CookieJar, csrfFor, expectError, postForm, signIn, startServer } from './harness.ts';

const PATH = '/api/send_account_activation_email';

/** `count` requests as the web client sends them (all at once), from `from`; their statuses. */
async function ask(app: FastifyInstance, jar: CookieJar, count: number, from = '127.0.0.1') {
  const token = await csrfFor(app, jar);
  const headers = { cookie: jar.header, 'x-csrftoken': token, 'use-jwt-cookie': 'true' };
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      app.inject({ method: 'POST', url: PATH, remoteAddress: from, headers }),
    ),
  );
  return answers;
}
const statuses = (answers: { statusCode: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
};

function outboxRows(server: TestServer, username: string): number {
  return (
    server.db
      .prepare('SELECT count(*) AS n FROM outbox o JOIN users u ON u.id = o.user_id WHERE u.username = ?')
      .get(username) as { n: number }
  ).n;
}

describe('activation e-mails under a flood', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ courses: 4, limits: DEFAULT_RATE_LIMITS });
  });

  it('sends nothing for an active account, however often it is asked', async () => {
    const jar = await signIn(server.app, 'learner');
    const before = outboxRows(server, 'learner');
    expect(statuses(await ask(server.app, jar, 1000))).toEqual({ 200: 1000 });
    expect(outboxRows(server, 'learner')).toBe(before);
  });

  it('sends an inactive account a few, then answers 429 with the wait, until the window has passed', async () => {
    const jar = await signIn(server.app, 'newcomer');
    const before = outboxRows(server, 'newcomer');
    const answers = await ask(server.app, jar, 1000);
    const limit = DEFAULT_RATE_LIMITS.activationEmailsPerAccount;
    expect(statuses(answers)).toEqual({ 200: limit, 429: 1000 - limit });
    expect(outboxRows(server, 'newcomer')).toBe(before + limit);
    const refused = answers.find((r) => r.statusCode === 429);
    if (!refused) throw new Error('no refusal');
    expectError(refused, 429, 'too_many_emails');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    server.advance(DEFAULT_RATE_LIMITS.windowSeconds);
    // A new JWT: the old one has expired meanwhile.
    const later = await signIn(server.app, 'newcomer');
    expect(statuses(await ask(server.app, later, 1))).toEqual({ 200: 1 });
    expect(outboxRows(server, 'newcomer')).toBe(before + limit + 1);
  });
});

describe('activation e-mails asked for from one address', () => {
  it('stop at the per-address limit over every account, and not for other addresses', async () => {
    const limits = { activationEmailsPerAccount: 2, activationEmailsPerAddress: 3 };
    const server = await startServer({ courses: 4, limits });
    const jar = await signIn(server.app, 'newcomer');
    expect(statuses(await ask(server.app, jar, 5, '192.0.2.1'))).toEqual({ 200: 2, 429: 3 });
    // Another inactive account, from the same address: one more, then the address has had its three.
    const other = new CookieJar();
    await postForm(server.app, '/register', other, {
      name: 'Second Newcomer',
      username: 'second',
      email: 'second@example.com',
      password: 'long-enough',
    });
    expect(statuses(await ask(server.app, other, 3, '192.0.2.1'))).toEqual({ 200: 1, 429: 2 });
    expect(statuses(await ask(server.app, other, 3, '192.0.2.2'))).toEqual({ 200: 1, 429: 2 });
    expect(outboxRows(server, 'newcomer') + outboxRows(server, 'second')).toBe(4);
  });
});
