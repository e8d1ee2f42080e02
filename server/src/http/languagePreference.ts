/**
 * What the LMS's language middleware does on the way out (edx-platform,
 * openedx/core/djangoapps/lang_pref/middleware.py, process_response): every answer to a signed-in
 * learner sets the language cookie from their saved `pref-lang`, so a language chosen in one client
 * takes effect in every other on its next load. Here it is set only when the browser's cookie differs.
 * (On the way in the middleware also saves the browser's cookie as the preference; Atrium's client
 * saves the preference itself, so that half is not imitated.)
 */
import { LANGUAGE_COOKIE } from '@atrium/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setLanguageCookie } from '../auth/cookies.ts';
import type { AppContext, Viewer } from './context.ts';

export function reflectLanguagePreference(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  viewer: Viewer,
): void {
  const saved = ctx.repos.users.preference(viewer.id, 'pref-lang');
  if (saved && req.cookies[LANGUAGE_COOKIE] !== saved) setLanguageCookie(reply, saved);
}
