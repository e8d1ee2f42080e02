import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../test/jwt.ts';
import { decodeClaims, isUnexpired, readCookie } from './jwt.ts';

describe('readCookie', () => {
  it.each([
    ['a=1; b=2', 'b', '2'],
    ['a=1;b=2', 'a', '1'],
    ['ab=1; b=2', 'b', '2'],
    ['x=a%20b', 'x', 'a b'],
    ['x=%E0%A4%A', 'x', '%E0%A4%A'],
    ['x=a=b', 'x', 'a=b'],
    ['a=1', 'b', null],
    ['', 'a', null],
  ])('%j, %s → %j', (cookies, name, expected) => {
    expect(readCookie(cookies, name)).toBe(expected);
  });
});

describe('decodeClaims', () => {
  it('reads the claims of a header.payload value, non-ASCII names included', () => {
    expect(decodeClaims(jwtCookieValue({ name: 'Zoë عربي', exp: 2_000_000_000 }))).toEqual({
      preferred_username: 'learner',
      email: 'learner@example.com',
      name: 'Zoë عربي',
      user_id: 7,
      administrator: false,
      exp: 2_000_000_000,
    });
  });

  it.each([
    null,
    '',
    'no-dot',
    'a.%%%',
    'a.eyJ4IjoxfQ',
    `h.${Buffer.from('{"preferred_username":"x"}').toString('base64url')}`,
  ])('is null for %j', (value) => {
    expect(decodeClaims(value)).toBeNull();
  });
});

describe('isUnexpired', () => {
  const claims = decodeClaims(jwtCookieValue({ exp: 1000 }));
  it.each([
    [999_999, true],
    [1_000_000, false],
    [1_000_001, false],
  ])('at %i ms → %s', (now, expected) => {
    expect(claims && isUnexpired(claims, now)).toBe(expected);
  });
});
