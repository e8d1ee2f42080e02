/** A learner's account settings changed as the web client changes them, for the tests that need one. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call, type CookieJar } from './harness.ts';

/** The jar's user asks to set `username`'s language preference (pref-lang), as the language chooser does. */
export function setPreferredLanguage(
  app: FastifyInstance,
  jar: CookieJar,
  username: string,
  language: string,
): Promise<LightMyRequestResponse> {
  return call(app, 'updatePreferences', { jar, params: { username }, body: { 'pref-lang': language } });
}
