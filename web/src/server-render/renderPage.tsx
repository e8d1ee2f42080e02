/**
 * One public page rendered on the server (docs/decisions/server-rendering.md): the same start-up as
 * the browser's (configuration, instance, languages), the page's first calls, then React's own
 * renderer; repeated while the render asks for answers it did not have, within a deadline. The answers
 * go to the browser in the page (serverState.ts), which hydrates without asking them again.
 * A request with a session gets the frame of a signed-in page (common/page/sessionFrame.ts): the real header
 * and navigation around the page's loading placeholder, which the browser replaces with its own
 * render. Nothing personal is ever fetched or rendered.
 */
import { LOGGED_IN_COOKIE } from '@atrium/contract';
import type { QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { readCookie } from '../api/jwt.ts';
import { activeLanguagesQuery } from '../api/languages.ts';
import { App, routerBasename } from '../app/App.tsx';
import { ALREADY_HERE, type FirstPageCode } from '../app/firstPageCode.ts';
import { SessionFrameContext } from '../common/page/sessionFrame.ts';
import { loadInstanceConfig } from '../app/loadSettings.ts';
import type { ApiClient } from '../api/client.ts';
import { preloadRoute } from '../app/preloadRoute.ts';
import { routes } from '../app/routes.tsx';
import { RequestCookiesContext } from '../common/page/requestCookies.ts';
import { ResponseStatusContext } from '../common/page/responseStatus.ts';
import { ServerRenderContext } from '../lib/mountedOnServersPage.ts';
import { RenderedPartsContext } from '../lib/lazyPart.tsx';
import { applyInstanceConfig, type AppSettings } from '../config/appSettings.ts';
import { sourcesOf } from '../config/platformSources.ts';
import { loadMessages, type LoadedLocale } from '../i18n/loadMessages.ts';
import { bodyClassFor, localeFor } from '../i18n/locales.ts';
import { decideStartupLocale } from '../i18n/startupLocale.ts';
import { pendingQueries, untilIdle } from './queriesToSettle.ts';
import { serverStateText, type ServerState } from './serverState.ts';
import { startOnServer, type ServerRequest } from './serverStart.ts';
import { splitHoisted } from './splitHoisted.ts';
import { themeHead } from './themeHead.ts';

export interface RenderRequest extends ServerRequest {
  /** The address asked for: path and query, the public path included. */
  url: string;
  /** The request's Cookie header: only the language cookie and the signs of a session are read. */
  cookies: string;
  /** When the platform's answers stop being waited for (ms since the epoch). */
  deadline: number;
}

export interface RenderedPage {
  kind: 'page';
  status: 200 | 404;
  lang: string;
  dir: 'ltr' | 'rtl';
  bodyClass: string | null;
  /** The page's head elements: title, description, canonical, previews (React's hoisted elements). */
  head: string;
  /** The inside of #root. */
  body: string;
  favicon: string;
  /**
   * The answers the page was rendered from, for the browser's hydration (serverState.ts); '' for a
   * page the browser renders afresh (one showing an error).
   */
  state: string;
}

/** The reason the app's shell is answered instead (the browser then renders as it always has). */
export interface ShellAnswer {
  kind: 'shell';
  reason: 'start-up' | 'timeout';
}

/** A signed-in page's code is never here on the server: its frame draws the loading placeholder. */
const NEVER_HERE: FirstPageCode = { here: false, arrival: new Promise<never>(() => {}) };

/** The most renders one page gets: each may ask for answers the one before could not know it needed. */
const MAX_PASSES = 4;

/** Whether the request carries a session (a JWT, or the LMS's signed-in cookie): its pages are personal. */
function hasSession(cookies: string, accessTokenCookieName: string): boolean {
  return (
    readCookie(cookies, accessTokenCookieName) !== null || readCookie(cookies, LOGGED_IN_COOKIE) === 'true'
  );
}

/** The language the browser's start-up would choose for this request (i18n/startLocale.ts). */
async function serverLocale(
  client: ApiClient,
  queryClient: QueryClient,
  cookie: string | null,
): Promise<LoadedLocale | null> {
  const codes = await queryClient
    .query({ ...activeLanguagesQuery(client), retry: false })
    .then((languages) => languages.map((language) => language.code))
    .catch(() => null);
  // Without the platform's languages, the browser's choice depends on the browser: render nothing.
  if (codes === null) return null;
  const decision = decideStartupLocale({
    cookie,
    activeCodes: codes,
    browserLocale: null,
    reloadedAlready: true,
  });
  const wanted = localeFor(decision.locale);
  const loaded = await loadMessages(decision.locale);
  return loaded.locale.dictionary === wanted.dictionary ? { ...loaded, locale: wanted } : loaded;
}

/** Rejects at `deadline`, so that a stalled platform costs the visitor a bounded wait. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T | 'timeout'> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

interface Pass {
  html: string;
  notFound: boolean;
  /** The parts with code of their own it drew (lib/lazyPart.tsx). */
  parts: string[];
}

async function renderOnce(
  context: Parameters<typeof App>[0]['context'],
  at: string,
  sessionFrame: boolean,
  cookies: string,
): Promise<Pass> {
  let notFound = false;
  const status = { markNotFound: () => void (notFound = true) };
  const parts = new Set<string>();
  const { prelude } = await prerender(
    <StrictMode>
      <ServerRenderContext value>
        <ResponseStatusContext value={status}>
          <RenderedPartsContext value={parts}>
            <RequestCookiesContext value={cookies}>
              <SessionFrameContext value={sessionFrame}>
                <App context={context} firstPage={sessionFrame ? NEVER_HERE : ALREADY_HERE} at={at} />
              </SessionFrameContext>
            </RequestCookiesContext>
          </RenderedPartsContext>
        </ResponseStatusContext>
      </ServerRenderContext>
    </StrictMode>,
    // One piece: a boundary left out of its place (React does so past this size, to paint sooner while
    // streaming) would need an inline script to put it back, which the page's CSP forbids.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return { html: await new Response(prelude).text(), notFound, parts: [...parts] };
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage | ShellAnswer> {
  const startUp = (async () => {
    const { base, client, queryClient } = await startOnServer(request);
    const [instance, intl] = await Promise.all([
      loadInstanceConfig(client, queryClient),
      serverLocale(client, queryClient, readCookie(request.cookies, base.languagePreferenceCookieName)),
    ]);
    return { base, client, queryClient, instance, intl };
  })();
  const started = await beforeDeadline(startUp, request.deadline);
  if (started === 'timeout') return { kind: 'shell', reason: 'timeout' };
  const { base, client, queryClient, instance, intl } = started;
  if (intl === null) return { kind: 'shell', reason: 'start-up' };
  const sessionFrame = hasSession(request.cookies, base.accessTokenCookieName);
  // The logo's and favicon's cache-busting value: the browser's hydration uses the same one.
  const pageLoadVersion = Date.now();
  const settings: AppSettings = applyInstanceConfig(base, instance, pageLoadVersion);
  const basename = routerBasename(settings.publicPath);
  const address = new URL(request.url, request.origin);
  if (!sessionFrame) {
    const page = preloadRoute(routes, address, basename);
    await page.loading;
    page.startCalls({ client, queryClient, settings });
  }
  const context = { settings, client, queryClient, locale: intl.locale, messages: intl.messages };
  const at = `${address.pathname.slice(basename === '/' ? 0 : basename.length) || '/'}${address.search}`;

  // Each render's answers are taken with it: the browser hydrates from exactly what that render saw.
  let rendered: { pass: Pass; state: ServerState } | null = null;
  for (let round = 0; round < MAX_PASSES; round += 1) {
    if ((await beforeDeadline(untilIdle(queryClient), request.deadline)) === 'timeout') break;
    const pass = await renderOnce(context, at, sessionFrame, request.cookies);
    const state = {
      queries: dehydrate(queryClient),
      sources: sourcesOf(settings.lmsBaseUrl),
      pageLoadVersion,
      parts: pass.parts,
    };
    rendered = { pass, state };
    const asked = pendingQueries(queryClient);
    if (asked.length === 0) break;
    for (const query of asked) void query.fetch().catch(() => {});
  }
  if (rendered === null) return { kind: 'shell', reason: 'timeout' };
  const { pass, state } = rendered;
  const { head, body } = splitHoisted(pass.html);
  // A page showing an error (a section's, or not found) is the browser's to render afresh: its failed
  // answers are not handed over, so a hydration from the rest would not draw what the server drew.
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  // A signed-in page's frame is replaced, not hydrated: the browser's first render knows the learner.
  const hydratable = !sessionFrame && !pass.notFound && failed.length === 0;
  return {
    kind: 'page',
    status: pass.notFound ? 404 : 200,
    lang: intl.locale.intl,
    dir: intl.locale.direction,
    bodyClass: bodyClassFor(intl.locale.dictionary),
    // The operator's look first: the page's own head elements may be read by a preview, not painted.
    head: `${themeHead(base)}${head}`,
    body,
    favicon: settings.favicon,
    state: hydratable ? serverStateText(state) : '',
  };
}
