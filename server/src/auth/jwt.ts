/** HS256 JSON Web Tokens with node:crypto, split the Open edX way into "header.payload" and signature. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { JwtClaims } from '@atrium/contract';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export interface SignedJwt {
  headerPayload: string;
  signature: string;
}

function sign(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function signJwt(claims: JwtClaims, secret: string): SignedJwt {
  const headerPayload = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return { headerPayload, signature: sign(headerPayload, secret) };
}

/** The claims when the signature matches and the token has not expired; otherwise null. */
export function verifyJwt(token: SignedJwt, secret: string, nowSeconds: number): JwtClaims | null {
  const [header, payload, extra] = token.headerPayload.split('.');
  if (header !== HEADER || !payload || extra !== undefined) return null;
  const expected = Buffer.from(sign(token.headerPayload, secret));
  const actual = Buffer.from(token.signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = JwtClaims.safeParse(decoded);
  if (!claims.success || claims.data.exp <= nowSeconds) return null;
  return claims.data;
}
