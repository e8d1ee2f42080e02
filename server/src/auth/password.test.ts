import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DUMMY_HASH, hashPassword, hashPasswordForSeed, verifyPassword } from './password.ts';

type Crypto = typeof crypto;

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<Crypto>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

describe('verifyPassword', () => {
  it('compares the derived keys in constant time, right or wrong', async () => {
    const hash = await hashPassword('correct horse');
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(3);
  });

  it('reads a hash it did not write as a wrong password, not an error', async () => {
    for (const stored of ['garbage', 'scrypt$3$8$1$c2FsdA$aGFzaA', 'scrypt$16384$8$1$$', 'bcrypt$x$y$z$s$h'])
      expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('hashes the same way for the seed as for a registration', async () => {
    const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
    const seeded = hashPasswordForSeed('atrium-demo');
    expect(cost(seeded)).toBe(cost(await hashPassword('atrium-demo')));
    expect(await verifyPassword('atrium-demo', seeded)).toBe(true);
  });
});
