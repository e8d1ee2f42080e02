/**
 * Everything the app needs before its first render, in one round trip when the runtime configuration
 * leaves the API where the build put it (the usual case): the runtime MFE config, the instance config,
 * who is signed in (refreshing an expired JWT once) and the active languages are all asked at once
 * with the build-time settings. Only when the runtime config moves the API (another LMS, refresh
 * endpoint, cookie name or platform API) are the last three asked again of the new one. The language
 * decision (cookie, reload, dictionary) waits for the runtime config, whose cookie name and domain it
 * uses. On a stock platform the client answers the instance config and the languages from the runtime
 * config, without an admin-console request (docs/decisions/stock-platform-start-up.md); the
 * page the reference server serves names the platform's API, so a build not told it knows it too.
 */
import { setDroppedItemReporter } from '@atrium/contract';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { AuthenticatedUser } from '../api/auth.ts';
import { brandingKeys } from '../api/branding.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { activeLanguagesQuery, languageKeys } from '../api/languages.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { applyInstanceConfig } from '../config/appSettings.ts';
import { applyTheme } from '../config/applyTheme.ts';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import { readBuildConfig } from '../config/buildConfig.ts';
import { adoptSources } from '../config/platformSources.ts';
import { readServedConfig, startConfig } from '../config/servedConfig.ts';
import type { ServerState } from '../server-render/serverState.ts';
import { setErrorReportUrl } from '../lib/errorReport.ts';
import { loadBaseSettings, loadInstanceConfig, sameClientSettings } from './loadSettings.ts';
import { startLocale } from '../i18n/startLocale.ts';
import type { InstanceConfig, MfeConfig } from '@atrium/contract';
import type { AppContext } from './AppProviders.tsx';
import type { StartContext } from '../common/page/pagePrefetch.ts';

/** Logo and favicon cache-busting value: once per page load. */
const PAGE_LOAD_VERSION = Date.now();

interface StartCalls {
  client: ApiClient;
  instance: Promise<InstanceConfig | null>;
  user: Promise<AuthenticatedUser | null>;
}

/** The start-up calls that only need a client; the languages land in the query cache for startLocale. */
function startCalls(client: ApiClient, queryClient: QueryClient): StartCalls {
  // The same options as startLocale's read of it, so that its read joins this call.
  void queryClient.query({ ...activeLanguagesQuery(client), retry: false }).catch(() => null);
  return {
    client,
    instance: loadInstanceConfig(client, queryClient),
    // Unreachable refresh endpoint: show the visitor's view rather than no page at all.
    user: client.currentUser().catch(() => null),
  };
}

/**
 * Everything the first render needs; null when the page is reloading into another language.
 * `startPage` starts the page's own first calls (common/page/pagePrefetch.ts) as soon as the client
 * is settled, beside the language and the user still under way.
 */
export async function initialise(
  startPage: (context: StartContext) => void,
  rendered: ServerState | null = null,
): Promise<AppContext | null> {
  if (import.meta.env.DEV) {
    setDroppedItemReporter((where, issues) => console.warn(`[atrium] dropped an invalid ${where}`, issues));
  }
  const queryClient = createQueryClient();
  // A page rendered on the server brings the answers it was rendered from: nothing below asks them again.
  if (rendered) hydrate(queryClient, rendered.queries);
  const origin = window.location.origin;
  // The served page's dialect over the build's: the start-up calls below go to the right API.
  const build = startConfig(readBuildConfig(), readServedConfig());
  const buildSettings = resolveBaseSettings(build, origin);
  // A stock platform's adapters read the runtime configuration themselves: from the server's, if here.
  const deps = {
    knownRuntime: queryClient.getQueryData<MfeConfig>(brandingKeys.mfeConfig(buildSettings.appId)),
  };
  const early = startCalls(createApiClient(buildSettings, deps), queryClient);
  const base = await loadBaseSettings(build, origin, queryClient, deps, early.client);
  setErrorReportUrl(base.errorReportUrl);
  let calls = early;
  if (!sameClientSettings(buildSettings, base)) {
    // The early answers came from the build's API: forget them and ask the runtime one.
    queryClient.removeQueries({ queryKey: brandingKeys.instanceConfig() });
    queryClient.removeQueries({ queryKey: languageKeys.active() });
    calls = startCalls(createApiClient(base), queryClient);
  }
  if (rendered) adoptSources(base.lmsBaseUrl, rendered.sources);
  startPage({ client: calls.client, queryClient, settings: base });
  // The operator's stylesheets download beside the calls below; the first render waits for them
  // (within a bound), so that it draws the operator's look and nothing shifts when it lands.
  const themed = applyTheme(document, base);
  const [instance, , intl] = await Promise.all([
    calls.instance,
    calls.user,
    startLocale({
      client: calls.client,
      queryClient,
      cookieName: base.languagePreferenceCookieName,
      cookieDomain: base.sessionCookieDomain,
    }),
    themed,
  ]);
  if (intl === null) return null;
  return {
    settings: applyInstanceConfig(base, instance, rendered?.pageLoadVersion ?? PAGE_LOAD_VERSION),
    client: calls.client,
    queryClient,
    locale: intl.locale,
    messages: intl.messages,
  };
}
