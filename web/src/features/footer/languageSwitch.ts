/**
 * Changing the interface language from the footer (spec §4 "Changing language"): the language cookie
 * is set and the page reloads if the language differs; a signed-in learner's preference is also saved
 * (PATCH pref-lang, 204). The languages issue may extend this module; keep it the one place.
 */
import type { ApiClient } from '../../api/client.ts';
import { readCookie } from '../../api/jwt.ts';

const ONE_YEAR = 60 * 60 * 24 * 365;

export function currentLanguage(cookieName: string, languages: readonly { code: string }[]): string | null {
  const cookie = readCookie(document.cookie, cookieName)?.toLowerCase();
  const match = languages.find((language) => language.code.toLowerCase() === cookie);
  return match?.code ?? languages[0]?.code ?? null;
}

export function writeLanguageCookie(cookieName: string, code: string): void {
  document.cookie = `${cookieName}=${encodeURIComponent(code)}; path=/; max-age=${ONE_YEAR}; SameSite=Lax`;
}

interface Switch {
  code: string;
  current: string | null;
  cookieName: string;
  client: ApiClient;
  username: string | null;
  reload?: () => void;
}

export async function switchLanguage({
  code,
  current,
  cookieName,
  client,
  username,
  reload = () => window.location.reload(),
}: Switch) {
  if (code.toLowerCase() === current?.toLowerCase()) return;
  writeLanguageCookie(cookieName, code);
  if (username !== null) {
    // The cookie already holds the choice; a failed save only means the LMS keeps the old preference.
    await client
      .call('updatePreferences', { params: { username }, body: { 'pref-lang': code } })
      .catch(() => undefined);
  }
  reload();
}
