/** Who is asking: from the JWT cookies (API calls) or the session cookie (server-rendered pages). */
import type { JwtClaims } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, Viewer } from '../http/context.ts';
import type { UserRow } from '../repositories/users.ts';
import {
  readJwtCookies,
  readSessionToken,
  setJwtCookies,
  setLanguageCookie,
  setSessionCookie,
  SESSION_LIFETIME_SECONDS,
} from './cookies.ts';
import { rotateCsrfToken } from './csrf.ts';
import { signJwt, verifyJwt } from './jwt.ts';

const toViewer = (user: UserRow): Viewer => ({
  id: user.id,
  username: user.username,
  email: user.email,
  name: user.name,
  isActive: user.is_active === 1,
  isStaff: user.is_staff === 1,
});

export function viewerFromJwt(ctx: AppContext, req: FastifyRequest): Viewer | null {
  const token = readJwtCookies(req);
  if (!token) return null;
  const claims = verifyJwt(token, ctx.jwtSecret, Math.floor(ctx.now().getTime() / 1000));
  const user = claims ? ctx.repos.users.byId(claims.user_id) : null;
  return user ? toViewer(user) : null;
}

export function viewerFromSession(ctx: AppContext, req: FastifyRequest): Viewer | null {
  const token = readSessionToken(req);
  const userId = token ? ctx.repos.sessions.userIdOf(token, ctx.now()) : null;
  const user = userId === null ? null : ctx.repos.users.byId(userId);
  return user ? toViewer(user) : null;
}

/** A fresh JWT for the viewer, expiring `expiresIn` seconds from now (tests pass a negative value). */
export function mintJwt(
  ctx: AppContext,
  reply: FastifyReply,
  viewer: Viewer,
  expiresIn: number = ctx.jwtLifetimeSeconds,
): void {
  const claims: JwtClaims = {
    preferred_username: viewer.username,
    email: viewer.email,
    name: viewer.name,
    user_id: viewer.id,
    administrator: viewer.isStaff,
    exp: Math.floor(ctx.now().getTime() / 1000) + expiresIn,
  };
  setJwtCookies(reply, signJwt(claims, ctx.jwtSecret), ctx.jwtLifetimeSeconds);
}

/**
 * Starts a session and hands out its cookie, a first JWT and a new CSRF token; a saved interface
 * language (pref-lang) becomes the language cookie, so the learner's choice follows them to a new browser.
 */
export function signIn(ctx: AppContext, reply: FastifyReply, user: UserRow): void {
  const expires = new Date(ctx.now().getTime() + SESSION_LIFETIME_SECONDS * 1000);
  setSessionCookie(reply, ctx.repos.sessions.start(user.id, expires));
  rotateCsrfToken(reply);
  mintJwt(ctx, reply, toViewer(user));
  const language = ctx.repos.users.preferences(user.id)['pref-lang'];
  if (language) setLanguageCookie(reply, language);
}
