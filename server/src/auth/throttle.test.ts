import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_THROTTLE, readConfig } from '../config.ts';
import { LoginThrottle, MAX_KEYS } from './throttle.ts';

function throttle(settings = { maxPerAccount: 3, maxPerAddress: 5, windowSeconds: 60 }) {
  let now = Date.UTC(2030, 0, 1);
  const t = new LoginThrottle(settings, () => new Date(now));
  return { t, advance: (seconds: number) => void (now += seconds * 1000) };
}

describe('LoginThrottle', () => {
  it('lets an account fail its limit, then asks it to wait until the oldest failure leaves the window', () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 3; i++) {
      expect(t.retryAfter('user:1', `10.0.0.${i}`)).toBe(0);
      t.recordFailure('user:1', `10.0.0.${i}`);
      advance(10);
    }
    // Failures at 0 s, 10 s and 20 s; now is 30 s: the first leaves the 60 s window in 30 s.
    expect(t.retryAfter('user:1', '10.0.0.9')).toBe(30);
    expect(t.retryAfter('user:2', '10.0.0.9')).toBe(0);
    advance(29);
    expect(t.retryAfter('user:1', '10.0.0.9')).toBe(1);
    advance(1);
    expect(t.retryAfter('user:1', '10.0.0.9')).toBe(0);
  });

  it('counts an address over every account it tries', () => {
    const { t } = throttle();
    for (let i = 0; i < 5; i++) t.recordFailure(`login:guess-${i}`, '192.0.2.1');
    expect(t.retryAfter('login:guess-9', '192.0.2.1')).toBeGreaterThan(0);
    expect(t.retryAfter('login:guess-9', '192.0.2.2')).toBe(0);
  });

  it("clears the account's count on success, not the address's", () => {
    const { t } = throttle();
    for (let i = 0; i < 3; i++) t.recordFailure('user:1', '192.0.2.1');
    t.recordSuccess('user:1');
    expect(t.retryAfter('user:1', '192.0.2.7')).toBe(0);
    t.recordFailure('user:1', '192.0.2.1');
    t.recordFailure('user:1', '192.0.2.1');
    expect(t.retryAfter('user:1', '192.0.2.1')).toBeGreaterThan(0);
  });

  it('tracks a bounded number of keys however many logins and addresses are made up', () => {
    const { t } = throttle({ maxPerAccount: 5, maxPerAddress: 3, windowSeconds: 3600 });
    for (let i = 0; i < MAX_KEYS; i++) t.recordFailure(`login:made-up-${i}`, '192.0.2.1');
    expect(t.size).toBeLessThanOrEqual(MAX_KEYS);
    // The most recent keys are kept.
    for (let i = 0; i < 5; i++) t.recordFailure('login:latest', '192.0.2.1');
    expect(t.retryAfter('login:latest', '192.0.2.2')).toBeGreaterThan(0);
  });
});

describe('throttle settings', () => {
  it('default to 5 per account and 20 per address in 15 minutes, and read the environment', () => {
    expect(readConfig({}).loginThrottle).toEqual(DEFAULT_LOGIN_THROTTLE);
    expect(DEFAULT_LOGIN_THROTTLE).toEqual({ maxPerAccount: 5, maxPerAddress: 20, windowSeconds: 900 });
    expect(
      readConfig({
        ATRIUM_LOGIN_MAX_PER_ACCOUNT: '2',
        ATRIUM_LOGIN_MAX_PER_ADDRESS: '7',
        ATRIUM_LOGIN_WINDOW: '30',
      }).loginThrottle,
    ).toEqual({ maxPerAccount: 2, maxPerAddress: 7, windowSeconds: 30 });
    expect(() => readConfig({ ATRIUM_LOGIN_MAX_PER_ACCOUNT: '0' })).toThrow(/ATRIUM_LOGIN_MAX_PER_ACCOUNT/);
  });
});
