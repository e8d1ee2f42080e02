import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { availableParallelism } from 'node:os';
import {
  DUMMY_HASH,
  hashPassword,
  hashPasswordForSeed,
  MAX_PARALLEL_HASHES,
  verifyPassword,
} from './password.ts';

type Crypto = typeof crypto;

/** How many scrypt calls run at once, and the most that ever did. */
const hashes = vi.hoisted(() => ({ running: 0, most: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<Crypto>();
  type Callback = (error: Error | null, key: Buffer) => void;
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as Callback;
    hashes.running += 1;
    hashes.most = Math.max(hashes.most, hashes.running);
    try {
      (real.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
        hashes.running -= 1;
        callback(error, key);
      });
    } catch (error) {
      hashes.running -= 1; // parameters scrypt refuses at once
      throw error;
    }
  };
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual), scrypt };
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

  it('runs at most all cores but one hashes at once, the others in turn, each with its own answer', async () => {
    expect(MAX_PARALLEL_HASHES).toBe(Math.max(1, availableParallelism() - 1));
    const hash = await hashPassword('right');
    hashes.most = 0;
    const tries = ['right', 'wrong', 'right', 'wrong', 'right', 'wrong', 'right', 'wrong'];
    const answers = await Promise.all(tries.map((password) => verifyPassword(password, hash)));
    expect(answers).toEqual(tries.map((password) => password === 'right'));
    expect(hashes.most).toBe(Math.min(tries.length, MAX_PARALLEL_HASHES));
    expect(hashes.running).toBe(0);
  });
});
