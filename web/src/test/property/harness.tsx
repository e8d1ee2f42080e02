/**
 * Renders one screen of the app against a fake server whose every endpoint answers what a property
 * generated, waits until the page has settled, and checks what must hold whatever the answers were.
 */
import { endpoints, routerPath, type EndpointName } from '@atrium/contract';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, useRoutes } from '../../lib/router/index.ts';
import { it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../api/client.ts';
import { createQueryClient } from '../../api/queryClient.ts';
import { AppProviders } from '../../app/AppProviders.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { routes } from '../../app/routes.tsx';
import type { AppSettings } from '../../config/appSettings.ts';
import english from '../../i18n/compiled/en.json';
import type { Messages } from '../../i18n/loadMessages.ts';
import { localeFor } from '../../i18n/locales.ts';
import { closeSearchModal } from '../../common/search/searchModalStore.ts';
import { closeToast } from '../../ui/toast/toastStore.ts';
import { jwtCookieValue } from '../jwt.ts';
import { server } from '../server.ts';
import { ORIGIN, testSettings } from '../settings.ts';
import { assertSafeDom, fireEveryHandler, readTrap, resetTrap } from './checks.ts';
import { answerArbitrary, type Json, type Reply } from './mutate.ts';
import { SAMPLES, WITHHELD } from './samples.ts';

export type Replies = Partial<Record<EndpointName, Reply>>;

export interface Screen {
  /** Where the screen is, as a visitor would type it. */
  path: string;
  /** The endpoints whose answers are generated; every other one answers its valid sample. */
  endpoints: readonly EndpointName[];
  signedIn?: boolean;
  /** Settings to render with (default: the test settings); may depend on the answers (start-up). */
  settings?: (replies: Replies) => Promise<AppSettings>;
  /** What a visitor does once the page has settled (open a menu, type…); settles again after. */
  interact?: (container: HTMLElement) => Promise<void>;
  /** Whether the page shows its footer (not on /profile). */
  footer?: boolean;
  /** The action may leave the page (to a payment page): its button then stays busy, as it should. */
  leavesPage?: boolean;
  /** Samples of this screen that differ from samples.ts (e.g. a free course to enroll in). */
  samples?: Partial<Record<EndpointName, Json>>;
}

const sampleOf = (screen: Screen, name: EndpointName): Json =>
  screen.samples && name in screen.samples ? (screen.samples[name] ?? null) : SAMPLES[name];

/** One MSW handler per endpoint of the table: a new endpoint is served without listing it here. */
export function serve(screen: Screen, replies: Replies): void {
  const signedIn = screen.signedIn ?? false;
  const sampleReply = (name: EndpointName): Reply => ({
    status: endpoints[name].status,
    contentType: 'application/json',
    body: endpoints[name].status === 204 ? '' : JSON.stringify(sampleOf(screen, name)),
  });
  const handlers = (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const spec = endpoints[name];
    const method = spec.method === 'GET' ? http.get : spec.method === 'POST' ? http.post : http.patch;
    const reply =
      name === 'refreshToken' && !signedIn
        ? { status: 401, contentType: 'application/json', body: '{"error":"unauthenticated","message":"No"}' }
        : (replies[name] ?? sampleReply(name));
    return method(`${ORIGIN}${routerPath(spec.path)}`, () =>
      reply.status === 204
        ? new HttpResponse(null, { status: 204 })
        : new HttpResponse(reply.body, {
            status: reply.status,
            headers: { 'Content-Type': reply.contentType },
          }),
    );
  });
  // A URL the answers made up (e.g. a hostile LMS_BASE_URL) gets a 404, not an unhandled request.
  server.use(
    ...handlers,
    http.all('*', () => new HttpResponse(null, { status: 404 })),
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

async function renderScreen(screen: Screen, replies: Replies) {
  const settings = screen.settings ? await screen.settings(replies) : testSettings();
  const cookies = screen.signedIn ? `edx-jwt-cookie-header-payload=${jwtCookieValue()}` : '';
  const client: ApiClient = createApiClient(settings, { readCookies: () => cookies });
  // As bootstrap.ts does: an unreachable refresh endpoint shows the visitor's view.
  await client.currentUser().catch(() => null);
  const queryClient: QueryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const context = { settings, client, queryClient, locale: localeFor('en'), messages: english as Messages };
  const { container } = render(
    <AppProviders context={context}>
      <MemoryRouter initialEntries={[screen.path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { container, queryClient };
}

const LOADING = /loading/i;

/** A page shows something: text, or at least an image. */
const isBlank = (main: Element | null): boolean =>
  !main || (main.textContent.trim() === '' && !main.querySelector('img, svg, video, iframe'));

/** No request in flight, no lazy chunk or section still showing its loading state. */
async function settle(container: HTMLElement, queryClient: QueryClient, leaving = false): Promise<void> {
  await waitFor(
    () => {
      if (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) throw new Error('still fetching');
      if (!leaving && container.querySelector('[aria-busy="true"]')) throw new Error('a section is busy');
      for (const status of container.querySelectorAll('[role="status"]')) {
        const label = `${status.getAttribute('aria-label') ?? ''} ${status.textContent}`;
        if (LOADING.test(label)) throw new Error(`still loading: ${label.trim().slice(0, 80)}`);
      }
      if (isBlank(container.querySelector('main'))) throw new Error('main is empty');
    },
    // Generous: the first run of a file also compiles the page's lazy chunk on a busy machine.
    { timeout: 20_000 },
  );
}

/** Asserts what must hold after any answers: nothing crashed, nothing ran, nothing unsafe is in the DOM. */
async function check(screen: Screen, replies: Replies): Promise<void> {
  const caught = vi.spyOn(ErrorBoundary.prototype, 'componentDidCatch');
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (reason: unknown) => uncaught.push(reason);
  window.addEventListener('error', onError);
  process.on('unhandledRejection', onRejection);
  try {
    serve(screen, replies);
    const { container, queryClient } = await renderScreen(screen, replies);
    await settle(container, queryClient);
    if (screen.interact) {
      await screen.interact(container);
      await settle(container, queryClient, screen.leavesPage);
    }
    act(() => fireEveryHandler(document.body));
    const [crash] = caught.mock.calls;
    if (crash) {
      const where = crash[1].componentStack?.trim().split('\n').slice(0, 4).join(' < ') ?? '';
      throw new Error(`an error boundary caught: ${String(crash[0])} in ${where}`, { cause: crash[0] });
    }
    if (uncaught.length > 0) throw new Error(`uncaught: ${String(uncaught[0])}`, { cause: uncaught[0] });
    if (readTrap() !== undefined) throw new Error('a script from an answer ran');
    assertSafeDom(document.body);
    assertSafeDom(document.head);
    if (!document.querySelector('header')) throw new Error('the header is gone');
    if (screen.footer !== false)
      await waitFor(() => {
        if (!document.querySelector('footer')) throw new Error('the footer is gone');
      });
  } finally {
    caught.mockRestore();
    window.removeEventListener('error', onError);
    process.off('unhandledRejection', onRejection);
    cleanup();
    server.resetHandlers();
    resetTrap();
    closeSearchModal();
    closeToast();
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
}

/**
 * Runs per property are kept small so the suite stays cheap in CI; FC_RUNS_SCALE=10 (say) searches
 * ten times deeper. Seeds are printed on failure; FC_SEED=… (and FC_PATH=…) replay one.
 */
export function runsFor(runs: number): fc.Parameters<[Replies]> {
  const numRuns = Math.max(1, Math.round(runs * Number(process.env.FC_RUNS_SCALE ?? '1')));
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
  const path = process.env.FC_PATH;
  return {
    numRuns,
    ...(seed === undefined ? {} : { seed }),
    ...(path ? { path } : {}),
    // Bounds the shrinking of a failure (each step renders a page); a failure is still reported.
    plugins: [fc.interruptAfterTimeLimit(30_000) as fc.Plugin<[Replies]>],
  };
}

/** The generated answers of a screen's endpoints. */
export function repliesFor(screen: Screen): fc.Arbitrary<Replies> {
  const record: Partial<Record<EndpointName, fc.Arbitrary<Reply>>> = {};
  for (const name of screen.endpoints) record[name] = answerArbitrary(sampleOf(screen, name), WITHHELD[name]);
  return fc.record(record);
}

/** The property of one screen: for any answers of its endpoints, the checks above hold. */
export async function checkScreen(screen: Screen, numRuns: number): Promise<void> {
  // React reports caught render errors and key warnings on the console; the checks above judge them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  // The time limit (runsFor) abandons the run under way, which goes on: each run waits for the one
  // before, and the test for the last, so that no run's clean-up unmounts the next one's page.
  let previous: Promise<void> = Promise.resolve();
  const runAfterPrevious = (replies: Replies) => {
    const run = previous.then(() => check(screen, replies));
    previous = run.catch(() => undefined);
    return run;
  };
  try {
    await fc.assert(fc.asyncProperty(repliesFor(screen), runAfterPrevious), runsFor(numRuns));
  } finally {
    await previous;
  }
}

/** How long one property test may take: every run of a screen renders a page, on a machine CI shares. */
export const PROPERTY_TIME_LIMIT = 120_000;

/** A test that `screen` holds under `numRuns` sets of generated answers (see checkScreen). */
export function screenTest(name: string, screen: Screen, numRuns: number): void {
  it(name, () => checkScreen(screen, numRuns), PROPERTY_TIME_LIMIT);
}
