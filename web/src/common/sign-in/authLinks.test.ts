import { describe, expect, it } from 'vitest';
import { registerUrl, showRegister, signInUrl, signOutUrl } from './authLinks.ts';

const href = 'http://127.0.0.1:8080/search?q=data science&page=2#top';
const encoded = 'http%3A%2F%2F127.0.0.1%3A8080%2Fsearch%3Fq%3Ddata%20science%26page%3D2%23top';

describe('signInUrl', () => {
  it('goes to the login page with the current address as next', () => {
    expect(
      signInUrl({ loginUrl: 'http://lms/login', isTPAOnly: false, tpaQueryParam: '?tpa_hint=x' }, href),
    ).toBe(`http://lms/login?next=${encoded}`);
  });

  it('adds the third-party parameter first, then next and origin, when sign-in is third-party only', () => {
    expect(
      signInUrl(
        { loginUrl: 'http://lms/login', isTPAOnly: true, tpaQueryParam: '?tpa_hint=oa2-google' },
        href,
      ),
    ).toBe(`http://lms/login?tpa_hint=oa2-google&next=${encoded}&origin=http%3A%2F%2F127.0.0.1%3A8080`);
  });

  it('still forms a valid query when third-party only has no parameter', () => {
    expect(signInUrl({ loginUrl: 'http://lms/login', isTPAOnly: true, tpaQueryParam: '' }, href)).toBe(
      `http://lms/login?next=${encoded}&origin=http%3A%2F%2F127.0.0.1%3A8080`,
    );
  });
});

describe('registerUrl and signOutUrl', () => {
  it('carry the current address as next', () => {
    expect(registerUrl('http://lms', href)).toBe(`http://lms/register?next=${encoded}`);
    expect(signOutUrl('http://lms/logout', href)).toBe(`http://lms/logout?next=${encoded}`);
  });
});

describe('showRegister (docs/product-rules.md, "Sign-in and registration")', () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, false, true],
    [false, true, false],
  ])('public creation %s, TPA only %s → %s', (allowPublicAccountCreation, isTPAOnly, expected) => {
    expect(showRegister({ allowPublicAccountCreation, isTPAOnly })).toBe(expected);
  });
});
