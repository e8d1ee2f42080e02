import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './jwt.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { safeRedirect } from './redirect.ts';

const claims = {
  preferred_username: 'a',
  email: 'a@x',
  name: 'A',
  user_id: 1,
  administrator: false,
  exp: 1000,
};

describe('JWT', () => {
  it('verifies its own tokens until they expire', () => {
    const token = signJwt(claims, 'secret');
    expect(verifyJwt(token, 'secret', 999)).toEqual(claims);
    expect(verifyJwt(token, 'secret', 1000)).toBeNull();
    expect(verifyJwt(token, 'other', 999)).toBeNull();
    expect(verifyJwt({ ...token, signature: token.signature.slice(1) }, 'secret', 999)).toBeNull();
    expect(verifyJwt({ headerPayload: 'x.y.z', signature: token.signature }, 'secret', 999)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies with scrypt and a per-hash salt', async () => {
    const hash = await hashPassword('atrium-demo');
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toBe(await hashPassword('atrium-demo'));
    expect(await verifyPassword('atrium-demo', hash)).toBe(true);
    expect(await verifyPassword('atrium-demo!', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('safeRedirect', () => {
  const own = 'http://127.0.0.1:8080';
  it.each([
    ['/overview', '/overview'],
    ['http://127.0.0.1:8080/x', 'http://127.0.0.1:8080/x'],
    ['http://localhost:5173/y', 'http://localhost:5173/y'],
    ['http://localhost:5174/y', '/'],
    ['/\\evil.example', '/'],
    ['data:text/html,hi', '/'],
    ['', '/'],
  ])('%s → %s', (next, expected) =>
    expect(safeRedirect(next, own, ['http://localhost:5173'])).toBe(expected),
  );
});
