/**
 * The language gate before the first render: reads the cookie, asks for the active languages (in
 * parallel with the rest of start-up), applies decideStartupLocale and loads the dictionary to show.
 * Resolves to null when the page is reloading into another language.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { readCookie } from '../api/jwt.ts';
import { activeLanguagesQuery } from '../api/languages.ts';
import { writeLanguageCookie } from './languageCookie.ts';
import { loadMessages, type LoadedLocale } from './loadMessages.ts';
import { localeFor } from './locales.ts';
import { storageArea } from '../lib/safeStorage.ts';
import { hasReloaded, reloadOnce } from './reloadGuard.ts';
import { decideStartupLocale } from './startupLocale.ts';

/** A languages call that neither answers nor fails must not hold the page back for long. */
const LANGUAGES_TIMEOUT_MS = 5000;

interface Gate {
  client: ApiClient;
  queryClient: QueryClient;
  cookieName: string;
  cookieDomain: string | null;
}

function activeCodes({ client, queryClient }: Gate): Promise<string[] | null> {
  const answer = queryClient
    .query({ ...activeLanguagesQuery(client), retry: false })
    .then((languages) => languages.map((language) => language.code))
    .catch(() => null);
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), LANGUAGES_TIMEOUT_MS));
  return Promise.race([answer, timeout]);
}

export async function startLocale(gate: Gate): Promise<LoadedLocale | null> {
  const cookie = readCookie(document.cookie, gate.cookieName);
  // Most visits keep the language they arrive with: its dictionary loads while the languages do.
  const arriving = loadMessages(cookie);
  const storage = storageArea('session');
  const decision = decideStartupLocale({
    cookie,
    activeCodes: await activeCodes(gate),
    browserLocale: navigator.language,
    reloadedAlready: hasReloaded(storage),
  });
  if (decision.writeCookie !== null) {
    writeLanguageCookie(gate.cookieName, decision.writeCookie, gate.cookieDomain);
  }
  if (decision.reload && reloadOnce(storage, () => window.location.reload())) return null;
  const wanted = localeFor(decision.locale);
  const loaded = await arriving;
  if (loaded.locale.dictionary === wanted.dictionary) return { ...loaded, locale: wanted };
  return loadMessages(decision.locale);
}
