import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';

type Crypto = typeof crypto;

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<Crypto>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

describe('verifyPassword', () => {
  it('compares the derived keys in constant time, right or wrong', () => {
    const hash = hashPassword('correct horse');
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(verifyPassword('correct horse', hash)).toBe(true);
    expect(verifyPassword('wrong horse', hash)).toBe(false);
    expect(verifyPassword('anything', DUMMY_HASH)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(3);
  });
});
