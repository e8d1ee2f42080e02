/**
 * Everything the app needs before its first render, fetched in as few round trips as possible:
 * configuration (build < runtime), then in parallel the instance config, who is signed in (refreshing
 * an expired JWT once) and the language (active languages, cookie, dictionary).
 */
import { setDroppedItemReporter } from '@atrium/contract';
import { createApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { applyInstanceConfig } from '../config/appSettings.ts';
import { readBuildConfig } from '../config/buildConfig.ts';
import { setErrorReportUrl } from '../lib/errorReport.ts';
import { loadBaseSettings, loadInstanceConfig } from './loadSettings.ts';
import { startLocale } from '../i18n/startLocale.ts';
import type { AppContext } from './AppProviders.tsx';

/** Logo and favicon cache-busting value: once per page load. */
const PAGE_LOAD_VERSION = Date.now();

/** Everything the first render needs; null when the page is reloading into another language. */
export async function initialise(): Promise<AppContext | null> {
  if (import.meta.env.DEV) {
    setDroppedItemReporter((where, issues) => console.warn(`[atrium] dropped an invalid ${where}`, issues));
  }
  const queryClient = createQueryClient();
  const base = await loadBaseSettings(readBuildConfig(), window.location.origin, queryClient);
  setErrorReportUrl(base.errorReportUrl);
  const client = createApiClient(base);
  const [instance, , intl] = await Promise.all([
    loadInstanceConfig(client, queryClient),
    // Unreachable refresh endpoint: show the visitor's view rather than no page at all.
    client.currentUser().catch(() => null),
    startLocale({
      client,
      queryClient,
      cookieName: base.languagePreferenceCookieName,
      cookieDomain: base.sessionCookieDomain,
    }),
  ]);
  if (intl === null) return null;
  return {
    settings: applyInstanceConfig(base, instance, PAGE_LOAD_VERSION),
    client,
    queryClient,
    locale: intl.locale,
    messages: intl.messages,
  };
}
