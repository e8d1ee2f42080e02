/**
 * The payment stand-in as a state machine: pending → approved or failed, nothing else. Replays the attack
 * (fail, then approve: the learner was enrolled as verified) and every other second outcome.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { settledStatus, type PaymentOutcome } from '../pages/paymentState.ts';
import type { TransactionStatus } from '../repositories/transactions.ts';
import { databaseDigest } from './dbDigest.ts';
import type { CookieJar } from './harness.ts';
import { call, parsed, signIn, startServer, type TestServer } from './harness.ts';
import { requestTransaction, startPayment } from './payments.ts';

describe('settledStatus', () => {
  it.each<[TransactionStatus, PaymentOutcome, TransactionStatus | null]>([
    ['pending', 'approve', 'approved'],
    ['pending', 'fail', 'failed'],
    ['approved', 'approve', null],
    ['approved', 'fail', null],
    ['failed', 'approve', null],
    ['failed', 'fail', null],
  ])('%s + %s → %s', (status, outcome, expected) => {
    expect(settledStatus(status, outcome)).toBe(expected);
  });
});

describe('a payment, settled once', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeEach(async () => {
    server = await startServer({ courses: 24 });
    jar = await signIn(server.app, 'graduate');
  });

  async function startPaidUsd() {
    const { course, path, submit } = await startPayment(server, jar, 'graduate', 'paid-usd');
    const status = () =>
      (
        server.db.prepare('SELECT status FROM transactions WHERE id = ?').get(path.split('/').pop()) as {
          status: string;
        }
      ).status;
    const enrollment = async () =>
      parsed(
        'enrollmentStatus',
        await call(server.app, 'enrollmentStatus', { jar, params: { course_id: course.courseKey } }),
      );
    return { course, submit, status, enrollment };
  }

  it('never approves a failed payment, nor enrolls the learner', async () => {
    const payment = await startPaidUsd();
    expect((await payment.submit('fail')).statusCode).toBe(303);
    const digest = databaseDigest(server.db);
    const approve = await payment.submit('approve');
    expect(approve.statusCode).toBe(409);
    expect(approve.headers.location).toBeUndefined();
    expect(approve.body).toContain('This payment is already failed. Nothing was changed.');
    expect(payment.status()).toBe('failed');
    expect((await payment.enrollment()).is_active).toBe(false);
    expect(databaseDigest(server.db)).toBe(digest);
  });

  it('changes nothing on a second approval, or a failure after it', async () => {
    const payment = await startPaidUsd();
    const first = await payment.submit('approve');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/course/${payment.course.slug}/`);
    expect(await payment.enrollment()).toEqual({ is_active: true, mode: 'verified' });
    const digest = databaseDigest(server.db);
    for (const outcome of ['approve', 'fail'] as const) {
      const again = await payment.submit(outcome);
      expect(again.statusCode).toBe(409);
      expect(again.body).toContain('This payment is already approved.');
    }
    expect(payment.status()).toBe('approved');
    expect(databaseDigest(server.db)).toBe(digest);
  });

  it('answers two approvals sent together with one enrollment and one 409', async () => {
    const payment = await startPaidUsd();
    const answers = await Promise.all([payment.submit('approve'), payment.submit('approve')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(payment.status()).toBe('approved');
  });

  it('fails a pending payment once', async () => {
    const payment = await startPaidUsd();
    expect((await payment.submit('fail')).statusCode).toBe(303);
    expect((await payment.submit('fail')).statusCode).toBe(409);
    expect(payment.status()).toBe('failed');
  });
});

describe('pending transactions', () => {
  let server: TestServer;
  let jar: CookieJar;
  beforeEach(async () => {
    server = await startServer({ courses: 24 });
    jar = await signIn(server.app, 'graduate');
  });

  const pendingRows = () =>
    server.db.prepare("SELECT COUNT(*) FROM transactions WHERE status = 'pending'").pluck().get();

  it('are one per learner and course: 50 requests sent together pay through the same one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => requestTransaction(server, jar, 'graduate', 'paid-usd')),
    );
    const urls = new Set(answers.map((answer) => parsed('createTransaction', answer).paymentURL));
    expect(urls.size).toBe(1);
    expect(pendingRows()).toBe(1);
  });

  it('open a new one once the last is settled', async () => {
    const payment = await startPayment(server, jar, 'graduate', 'paid-usd');
    expect((await payment.submit('fail')).statusCode).toBe(303);
    const again = parsed('createTransaction', await requestTransaction(server, jar, 'graduate', 'paid-usd'));
    expect(new URL(again.paymentURL).pathname).not.toBe(payment.path);
    expect(pendingRows()).toBe(1);
  });
});
