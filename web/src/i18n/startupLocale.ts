/**
 * Which language the app starts in (docs/product-rules.md, "Languages"). Pure: the caller reads the cookie, the
 * active languages and the guard, then writes the cookie and reloads as decided.
 *
 * - A cookie `fa-IR` becomes `fa`, with one reload so every request carries the new value.
 * - Any other cookie is the learner's choice and wins.
 * - No cookie: the platform's first active language. When the browser would have asked for another
 *   one (the LMS answers a request without the cookie in the browser's language), the cookie is set
 *   to the first active language and the page reloads once, so page and server agree.
 * - The languages call failed: no cookie is written, nothing reloads, the current language shows.
 * - Never a second reload in a visit: with the guard set, the decided language shows without one.
 */
import { localeFor, normaliseCode } from './locales.ts';

export interface StartupInput {
  cookie: string | null;
  /** The active languages' codes in the server's order; null when the call failed. */
  activeCodes: readonly string[] | null;
  /** `navigator.language`: what the browser asks the server for. */
  browserLocale: string | null;
  reloadedAlready: boolean;
}

export interface StartupDecision {
  /** The locale table's code to show. */
  locale: string;
  /** The value to store in the language cookie first, if any. */
  writeCookie: string | null;
  reload: boolean;
}

export function decideStartupLocale({
  cookie,
  activeCodes,
  browserLocale,
  reloadedAlready,
}: StartupInput): StartupDecision {
  const stored = normaliseCode(cookie);
  if (stored === 'fa-ir') return { locale: 'fa', writeCookie: 'fa', reload: !reloadedAlready };
  if (stored !== '') return { locale: localeFor(stored).code, writeCookie: null, reload: false };

  const current = localeFor(browserLocale).code;
  const first = activeCodes?.[0];
  if (first === undefined) return { locale: current, writeCookie: null, reload: false };
  const target = normaliseCode(first) === 'fa-ir' ? 'fa' : normaliseCode(first);
  // Same dictionary, same page: no reason to reload.
  if (localeFor(current).dictionary === localeFor(target).dictionary) {
    return { locale: target, writeCookie: null, reload: false };
  }
  return { locale: target, writeCookie: target, reload: !reloadedAlready };
}
