import type { JwtClaims } from '@atrium/contract';

const encode = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The readable `header.payload` half of an Open edX JWT, as the LMS sets it in its cookie. */
export function jwtCookieValue(claims: Partial<JwtClaims> = {}): string {
  const payload: JwtClaims = {
    preferred_username: 'learner',
    email: 'learner@example.com',
    name: 'Lea Learner',
    user_id: 7,
    administrator: false,
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
}
