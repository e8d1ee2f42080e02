/**
 * CSRF by double submit, as Django does it: a random token lives in the `csrftoken` cookie and must be
 * echoed in the `X-CSRFToken` header (API calls) or the `csrfmiddlewaretoken` field (HTML forms).
 * Another site can make the browser send the cookie but cannot read it to echo it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

/** The request's token, or a new one set as a cookie on the reply. */
export function issueCsrfToken(req: FastifyRequest, reply: FastifyReply): string {
  const existing = req.cookies[CSRF_COOKIE];
  if (existing && TOKEN_PATTERN.test(existing)) return existing;
  return rotateCsrfToken(reply);
}

/**
 * A new token in place of the request's, as Django does at sign-in: a token planted or read before the
 * sign-in (on a shared computer, through a subdomain's cookie) is worthless afterwards.
 */
export function rotateCsrfToken(reply: FastifyReply): string {
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 3600 });
  return token;
}

export function csrfMatches(req: FastifyRequest, submitted: unknown): boolean {
  const cookie = req.cookies[CSRF_COOKIE];
  if (!cookie || typeof submitted !== 'string' || !TOKEN_PATTERN.test(cookie)) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(submitted);
  return a.length === b.length && timingSafeEqual(a, b);
}
