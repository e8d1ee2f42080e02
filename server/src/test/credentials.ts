/** Bad credentials built from good ones: an expired JWT, a forged signature, a tampered payload. */
import { JWT_HEADER_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE, JwtClaims } from '@atrium/contract';
import { CSRF_COOKIE } from '../auth/csrf.ts';
import { signJwt } from '../auth/jwt.ts';
import type { Db } from '../db/open.ts';
import { JWT_SECRET_SETTING } from '../seed/createDatabase.ts';
import { CookieJar } from './harness.ts';

export function jwtSecretOf(db: Db): string {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(JWT_SECRET_SETTING) as
    { value: string } | undefined;
  if (!row) throw new Error('no JWT secret');
  return row.value;
}

export function claimsOf(jar: CookieJar): JwtClaims {
  const payload = jar.get(JWT_HEADER_PAYLOAD_COOKIE)?.split('.')[1] ?? '';
  return JwtClaims.parse(JSON.parse(Buffer.from(payload, 'base64url').toString()));
}

/** A jar holding only `jar`'s CSRF cookie and the given JWT parts (no session to fall back on). */
function jarWith(jar: CookieJar, headerPayload: string, signature: string): CookieJar {
  const out = new CookieJar();
  const csrf = jar.get(CSRF_COOKIE);
  if (csrf) out.cookies.set(CSRF_COOKIE, csrf);
  out.cookies.set(JWT_HEADER_PAYLOAD_COOKIE, headerPayload);
  out.cookies.set(JWT_SIGNATURE_COOKIE, signature);
  return out;
}

/** The same claims, correctly signed, but expired a day before the token's own expiry. */
export function expiredJar(db: Db, jar: CookieJar): CookieJar {
  const claims = claimsOf(jar);
  const token = signJwt({ ...claims, exp: claims.exp - 86_400 }, jwtSecretOf(db));
  return jarWith(jar, token.headerPayload, token.signature);
}

/** The same claims, signed with a key that is not the server's. */
export function forgedJar(jar: CookieJar): CookieJar {
  const token = signJwt(claimsOf(jar), 'an attacker does not know the secret');
  return jarWith(jar, token.headerPayload, token.signature);
}

/** `victim`'s claims under `attacker`'s genuine signature (a payload edited in the browser). */
export function tamperedJar(attacker: CookieJar, victim: CookieJar): CookieJar {
  return jarWith(
    attacker,
    victim.get(JWT_HEADER_PAYLOAD_COOKIE) ?? '',
    attacker.get(JWT_SIGNATURE_COOKIE) ?? '',
  );
}
