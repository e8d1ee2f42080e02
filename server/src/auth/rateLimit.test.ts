import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS, readConfig } from '../config.ts';
import { MAX_KEYS, RateLimit } from './rateLimit.ts';

function limit(max = 3, windowSeconds = 60) {
  let now = Date.UTC(2030, 0, 1);
  const l = new RateLimit(max, windowSeconds, () => new Date(now));
  return { l, advance: (seconds: number) => void (now += seconds * 1000) };
}

describe('RateLimit', () => {
  it('lets a key act its limit, then asks it to wait until the oldest event leaves the window', () => {
    const { l, advance } = limit();
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('a')).toBe(0);
      l.hit('a');
      advance(10);
    }
    // Events at 0 s, 10 s and 20 s; now is 30 s: the first leaves the 60 s window in 30 s.
    expect(l.retryAfter('a')).toBe(30);
    expect(l.retryAfter('b')).toBe(0);
    advance(29);
    expect(l.retryAfter('a')).toBe(1);
    advance(1);
    expect(l.retryAfter('a')).toBe(0);
  });

  it('takes back one counted event, and forgets a key on reset', () => {
    const { l } = limit(2);
    l.hit('a');
    const uncount = l.hit('a');
    expect(l.retryAfter('a')).toBeGreaterThan(0);
    uncount();
    expect(l.retryAfter('a')).toBe(0);
    uncount(); // twice takes back nothing more
    l.hit('a');
    expect(l.retryAfter('a')).toBeGreaterThan(0);
    l.reset('a');
    expect(l.retryAfter('a')).toBe(0);
  });

  it('tracks a bounded number of keys however many are made up, keeping the most recent', () => {
    const { l } = limit(3, 3600);
    for (let i = 0; i < MAX_KEYS + 50; i++) l.hit(`made-up-${i}`);
    expect(l.size).toBeLessThanOrEqual(MAX_KEYS);
    for (let i = 0; i < 3; i++) l.hit('latest');
    expect(l.retryAfter('latest')).toBeGreaterThan(0);
  });
});

describe('limit settings', () => {
  it('default to 5 failures per account and address, 20 per address, in 15 minutes', () => {
    expect(readConfig({}).limits).toEqual(DEFAULT_RATE_LIMITS);
    expect(DEFAULT_RATE_LIMITS).toMatchObject({
      failuresPerAccountAddress: 5,
      failuresPerAddress: 20,
      signInsPerAddress: 100,
      registrationsPerAddress: 30,
      activationEmailsPerAccount: 5,
      activationEmailsPerAddress: 20,
      windowSeconds: 900,
    });
  });

  it('read the environment, and refuse nonsense', () => {
    expect(
      readConfig({
        ATRIUM_LOGIN_MAX_PER_ACCOUNT: '2',
        ATRIUM_LOGIN_MAX_PER_ADDRESS: '7',
        ATRIUM_SIGNIN_MAX_PER_ADDRESS: '9',
        ATRIUM_REGISTER_MAX_PER_ADDRESS: '4',
        ATRIUM_LOGIN_WINDOW: '30',
      }).limits,
    ).toMatchObject({
      failuresPerAccountAddress: 2,
      failuresPerAddress: 7,
      signInsPerAddress: 9,
      registrationsPerAddress: 4,
      windowSeconds: 30,
    });
    expect(() => readConfig({ ATRIUM_LOGIN_MAX_PER_ACCOUNT: '0' })).toThrow(/ATRIUM_LOGIN_MAX_PER_ACCOUNT/);
    expect(() => readConfig({ ATRIUM_SIGNIN_MAX_PER_ADDRESS: 'many' })).toThrow(/ATRIUM_SIGNIN_MAX/);
  });

  it.each([
    ['', []],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, ::1, loopback', ['10.0.0.0/8', '::1', 'loopback']],
    ['fd00::/8', ['fd00::/8']],
  ])('ATRIUM_TRUST_PROXY=%j names %j', (raw, expected) => {
    expect(readConfig({ ATRIUM_TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.example', '10.0.0.1/33', '10.0.0.1/8/1', 'http://10.0.0.1'])(
    'refuses ATRIUM_TRUST_PROXY=%j',
    (raw) => expect(() => readConfig({ ATRIUM_TRUST_PROXY: raw })).toThrow(/ATRIUM_TRUST_PROXY/),
  );
});
