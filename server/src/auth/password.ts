/**
 * scrypt password hashes stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can change later.
 * While answering requests, hashing uses the asynchronous API: it runs on libuv's thread pool, so a
 * flood of sign-ins (tens of milliseconds of CPU each) never holds up the requests of everyone else.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

const format = (salt: Buffer, hash: Buffer) =>
  ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

/** The same hash, computed in place: only for seeding a database, before the server answers anyone. */
export function hashPasswordForSeed(password: string): string {
  const salt = randomBytes(16);
  return format(salt, scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P }));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  let actual: Buffer;
  try {
    actual = await derive(password, Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
  } catch {
    return false; // parameters scrypt refuses: not a hash this server wrote
  }
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so timing does not reveal that. */
export const DUMMY_HASH = hashPasswordForSeed('not-a-real-password');
