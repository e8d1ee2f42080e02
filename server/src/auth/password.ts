/**
 * scrypt password hashes stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can change later.
 * While answering requests, hashing uses the asynchronous API: it runs on libuv's thread pool, never on
 * the event loop, so a flood of sign-ins (tens of milliseconds of CPU each) does not hold up the
 * requests of everyone else.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * Hashes at the same time: all cores but one, so that however many sign-ins arrive, a core stays free
 * for the event loop to answer everyone else (measured by the bench's sign-in flood). The others wait
 * their turn, in order.
 */
export const MAX_PARALLEL_HASHES = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const queue: (() => void)[] = [];

/** Takes a hashing slot, waiting for one when all are taken. */
async function takeSlot(): Promise<void> {
  if (hashing < MAX_PARALLEL_HASHES) hashing += 1;
  else await new Promise<void>((resolve) => queue.push(resolve));
}

/** Hands the slot to the next in line, or frees it. */
function releaseSlot(): void {
  const next = queue.shift();
  if (next) next();
  else hashing -= 1;
}

async function derive(
  password: string,
  salt: Buffer,
  length: number,
  options: ScryptOptions,
): Promise<Buffer> {
  await takeSlot();
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    releaseSlot();
  }
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
