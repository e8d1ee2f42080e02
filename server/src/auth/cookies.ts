/**
 * The Open edX cookies: the readable "header.payload" of the JWT, its HttpOnly signature, and the
 * HttpOnly session cookie that `/login_refresh` trades for a new JWT. All Path=/ and SameSite=Lax, and
 * Secure over HTTPS or with ATRIUM_SECURE_COOKIES (the cookie plugin's defaults, app.ts).
 */
import {
  JWT_HEADER_PAYLOAD_COOKIE,
  JWT_SIGNATURE_COOKIE,
  LANGUAGE_COOKIE,
  LOGGED_IN_COOKIE,
  SESSION_COOKIE,
} from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedJwt } from './jwt.ts';

export const SESSION_LIFETIME_SECONDS = 14 * 24 * 3600;
const base = { path: '/', sameSite: 'lax' as const };

export function setJwtCookies(reply: FastifyReply, jwt: SignedJwt, lifetimeSeconds: number): void {
  reply.setCookie(JWT_HEADER_PAYLOAD_COOKIE, jwt.headerPayload, { ...base, maxAge: lifetimeSeconds });
  reply.setCookie(JWT_SIGNATURE_COOKIE, jwt.signature, { ...base, httpOnly: true, maxAge: lifetimeSeconds });
}

/** The session, and the readable sign that there is one, which lets a page know a visitor without asking. */
export function setSessionCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true, maxAge: SESSION_LIFETIME_SECONDS });
  reply.setCookie(LOGGED_IN_COOKIE, 'true', { ...base, maxAge: SESSION_LIFETIME_SECONDS });
}

/** Readable by the web app, a year long: the interface language, as the LMS's language middleware sets it. */
export function setLanguageCookie(reply: FastifyReply, code: string): void {
  reply.setCookie(LANGUAGE_COOKIE, code, { ...base, maxAge: 365 * 24 * 3600 });
}

export function clearAuthCookies(reply: FastifyReply): void {
  for (const name of [JWT_HEADER_PAYLOAD_COOKIE, JWT_SIGNATURE_COOKIE, SESSION_COOKIE, LOGGED_IN_COOKIE])
    reply.clearCookie(name, base);
}

export function readJwtCookies(req: FastifyRequest): SignedJwt | null {
  const headerPayload = req.cookies[JWT_HEADER_PAYLOAD_COOKIE];
  const signature = req.cookies[JWT_SIGNATURE_COOKIE];
  return headerPayload && signature ? { headerPayload, signature } : null;
}

export const readSessionToken = (req: FastifyRequest): string | null => req.cookies[SESSION_COOKIE] || null;
