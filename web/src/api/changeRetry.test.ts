import { describe, expect, it, vi } from 'vitest';
import { ContractError, HttpError, NetworkError, UnauthenticatedError } from './errors.ts';
import { neverSent, outcomeUnknown, retryChange, sendChecked } from './changeRetry.ts';

const lost = new NetworkError('enroll');
const csrfUnreachable = new NetworkError('csrfToken');
const renewalUnreachable = new NetworkError('refreshToken');
const serverFailed = new HttpError('enroll', 500);
const badGateway = new HttpError('enroll', 502);
const refused = new HttpError('enroll', 400, 'course_full');
const throttled = new HttpError('enroll', 429);
const malformed = new ContractError('enroll', 'is_active', 'expected boolean');
const signedOut = new UnauthenticatedError('enroll');
const thrownByScreen = new Error('onSuccess failed');

describe('what a failure proves about a change', () => {
  it.each([
    ['its own request got no answer', lost, false, true],
    ['the CSRF token could not be fetched', csrfUnreachable, true, false],
    ['the sign-in could not be renewed', renewalUnreachable, true, false],
    ['a 500', serverFailed, false, true],
    ['a 502 from a proxy', badGateway, false, true],
    ['a refusal', refused, false, false],
    ['a 429', throttled, false, false],
    ['an answer of the wrong shape', malformed, false, false],
    ['nobody signed in', signedOut, false, false],
    ['an error of the screen', thrownByScreen, false, false],
  ])('%s: never sent %s, outcome unknown %s', (_, error, notSent, unknown) => {
    expect(neverSent('enroll', error)).toBe(notSent);
    expect(outcomeUnknown('enroll', error)).toBe(unknown);
  });
});

describe('retryChange', () => {
  it.each([
    // A change that is not idempotent (payment, enroll, unenroll): only a request that never left.
    [false, 0, csrfUnreachable, true],
    [false, 0, renewalUnreachable, true],
    [false, 1, csrfUnreachable, false],
    [false, 0, lost, false],
    [false, 0, serverFailed, false],
    [false, 0, throttled, false],
    [false, 0, refused, false],
    [false, 0, thrownByScreen, false],
    // An idempotent change: once, after any failure a second attempt may fix.
    [true, 0, lost, true],
    [true, 0, serverFailed, true],
    [true, 0, throttled, true],
    [true, 0, csrfUnreachable, true],
    [true, 1, lost, false],
    [true, 0, refused, false],
    [true, 0, malformed, false],
    [true, 0, signedOut, false],
  ])('idempotent %s, after %i failures, %o → retry %s', (idempotent, failures, error, expected) => {
    expect(retryChange('enroll', { idempotent })(failures, error)).toBe(expected);
  });
});

describe('sendChecked', () => {
  /** A send that fails with each error in turn, then answers 'sent'. */
  function sends(...failures: Error[]) {
    const send = vi.fn<() => Promise<string>>();
    for (const failure of failures) send.mockRejectedValueOnce(failure);
    send.mockResolvedValue('sent');
    return send;
  }

  it('answers at once when the change answers', async () => {
    const send = sends();
    const readBack = vi.fn(() => Promise.resolve('read'));
    await expect(sendChecked('enroll', send, readBack)).resolves.toBe('sent');
    expect(readBack).not.toHaveBeenCalled();
  });

  it('reads back a lost answer, and does not send again when the change was made', async () => {
    const send = sends(lost);
    await expect(sendChecked('enroll', send, () => Promise.resolve('read'))).resolves.toBe('read');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends once more when reading back shows the change was not made', async () => {
    const order: string[] = [];
    const failingFirst = sends(serverFailed);
    const send = () => {
      order.push('send');
      return failingFirst();
    };
    const readBack = () => {
      order.push('read back');
      return Promise.resolve(null);
    };
    await expect(sendChecked('enroll', send, readBack)).resolves.toBe('sent');
    expect(order).toEqual(['send', 'read back', 'send']);
  });

  it('sends no more than twice, and reports the second failure', async () => {
    const send = sends(lost, serverFailed);
    await expect(sendChecked('enroll', send, () => Promise.resolve(null))).rejects.toBe(serverFailed);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('keeps the first failure and sends nothing when reading back fails', async () => {
    const send = sends(lost);
    const readBack = () => Promise.reject(new NetworkError('enrollmentStatus'));
    await expect(sendChecked('enroll', send, readBack)).rejects.toBe(lost);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a refusal', refused],
    ['a request that never left (the retry rule decides)', csrfUnreachable],
  ])('neither reads back nor sends again after %s', async (_, error) => {
    const send = sends(error);
    const readBack = vi.fn(() => Promise.resolve(null));
    await expect(sendChecked('enroll', send, readBack)).rejects.toBe(error);
    expect(readBack).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
