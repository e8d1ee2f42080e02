/**
 * Changing the interface language from the footer (docs/product-rules.md, "Languages"). Signed out: the
 * language cookie is written and the page reloads. Signed in: the preference is saved on the LMS
 * first (PATCH pref-lang, merge-patch, 204), then the cookie, then the reload; a failed save throws
 * so that the chooser can say so, and leaves the cookie as it was.
 */
import type { ApiClient } from '../../api/client.ts';
import { writeLanguageCookie } from '../../i18n/languageCookie.ts';
import { localeFor, normaliseCode } from '../../i18n/locales.ts';

/** The active language the page shows: the one whose code the cookie holds (fa-IR reads as fa). */
export function currentLanguage(
  cookie: string | null,
  languages: readonly { code: string }[],
): string | null {
  const wanted = normaliseCode(cookie);
  const exact = languages.find((language) => normaliseCode(language.code) === wanted);
  if (exact) return exact.code;
  const shown = localeFor(wanted).dictionary;
  const sameDictionary =
    wanted === '' ? undefined : languages.find((language) => localeFor(language.code).dictionary === shown);
  return sameDictionary?.code ?? languages[0]?.code ?? null;
}

/**
 * One entry per dictionary: a server may list two codes that read the same one (fa-IR and fa), which
 * would offer the same language twice. The entry kept is the current language's, else the one whose
 * code is the dictionary's own (fa), else the first listed; the server's order stays.
 */
export function oneEntryPerDictionary<T extends { code: string }>(
  languages: readonly T[],
  current: string | null,
): T[] {
  const kept = new Map<string, T>();
  const rank = (language: T, dictionary: string) =>
    normaliseCode(language.code) === normaliseCode(current)
      ? 2
      : normaliseCode(language.code) === dictionary
        ? 1
        : 0;
  for (const language of languages) {
    const dictionary = localeFor(language.code).dictionary;
    const other = kept.get(dictionary);
    if (!other || rank(language, dictionary) > rank(other, dictionary)) kept.set(dictionary, language);
  }
  const chosen = new Set(kept.values());
  return languages.filter((language) => chosen.has(language));
}

export interface LanguageSwitch {
  code: string;
  current: string | null;
  cookieName: string;
  cookieDomain: string | null;
  client: ApiClient;
  username: string | null;
  reload?: () => void;
}

/** Resolves once the page is reloading (or nothing changed); rejects when the LMS refused the change. */
export async function switchLanguage({
  code,
  current,
  cookieName,
  cookieDomain,
  client,
  username,
  reload = () => window.location.reload(),
}: LanguageSwitch): Promise<void> {
  if (normaliseCode(code) === normaliseCode(current)) return;
  if (username !== null) {
    await client.call('updatePreferences', { params: { username }, body: { 'pref-lang': code } });
  }
  writeLanguageCookie(cookieName, code, cookieDomain);
  reload();
}
