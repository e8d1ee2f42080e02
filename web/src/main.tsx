import './styles/tokens.css';
import './styles/base.css';
import './styles/startupFrame.css';
import './i18n/arabicScriptFont.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RawIntlProvider } from './i18n/intl.ts';
import { App, routerBasename } from './app/App.tsx';
import { firstPageCode } from './app/firstPageCode.ts';
import { initialise } from './app/bootstrap.ts';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import type { StartContext } from './common/page/pagePrefetch.ts';
import { FatalErrorPage } from './app/FatalErrorPage.tsx';
import { errorMessage } from './lib/errorMessage.ts';
import { reportError } from './lib/errorReport.ts';
import { handOver } from './lib/handOver.ts';
import { applyHeadTags } from './config/headTags.ts';
import { applyLocale } from './i18n/applyLocale.ts';
import { DEFAULT_LOCALE } from './i18n/locales.ts';
import { createAppIntl } from './i18n/appIntl.ts';
import { loadOperatorFile } from './slots/loadOperatorFile.ts';
import { APP_HYDRATED } from './server-render/earlyTaps.ts';
import { takeServerState } from './server-render/serverState.ts';
import { markServersPage } from './lib/mountedOnServersPage.ts';
import { loadParts } from './lib/lazyPart.tsx';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  return element;
}
const container = rootElement();
// A page the server rendered (renderer/) holds its answers: the app hydrates that page from them.
const rendered = takeServerState(document);
// The page's chunk loads while the configuration does, and its first calls start with the client;
// PUBLIC_PATH is fixed at build time. A task of its own, after the start-up calls have gone out:
// adding its score of <link>s costs a slow phone about as much as the rest of this module, and one
// long task would block input for both. Start-up usually hands over its client long after (a round
// trip), but either may come first: whichever does waits for the other.
const pageStart = handOver<StartContext>();
let pageLoading: (loading: Promise<unknown>) => void = () => {};
const firstPage = firstPageCode(new Promise((resolve) => (pageLoading = resolve)));
setTimeout(() => {
  const page = preloadRoute(routes, window.location, routerBasename(import.meta.env.BASE_URL));
  pageLoading(page.loading);
  pageStart.take(page.startCalls);
});

/**
 * Start-up, without a top-level await: a chunk loaded during start-up (a stock platform's adapters,
 * api/openedx/) imports modules of this entry chunk, which it could not while this module still
 * awaited.
 */
async function start(): Promise<void> {
  try {
    // An operator's env.config.jsx (a build without one has none of this): its values and slots first.
    if (__ATRIUM_ENV_CONFIG__) await loadOperatorFile();
    const context = await initialise(pageStart.give, rendered);
    // null: the page is reloading into the visitor's language, so there is nothing to show meanwhile.
    if (context !== null) {
      applyLocale(document, context.locale);
      applyHeadTags(document, context.settings);
      const app = (
        <StrictMode>
          <App context={context} firstPage={firstPage} />
        </StrictMode>
      );
      if (rendered) {
        markServersPage(window.location);
        // The server's page stays on screen, live to links, until its code is here to take it over:
        // the page's, and that of its parts the server drew (lib/lazyPart.tsx), which would otherwise
        // stay inert after hydration until their code came.
        // Parts of the entry (the footer) start at once; the page chunk's once it has come (loadParts
        // loads each part once).
        const entryParts = loadParts(rendered.parts);
        await firstPage.arrival;
        await Promise.all([entryParts, loadParts(rendered.parts)]);
        // In a transition, hydration runs in slices that let the phone breathe, not in one long task;
        // a tap on the page meanwhile hydrates it at once (React does so for a discrete event).
        startTransition(() => {
          hydrateRoot(container, app, { onRecoverableError: (error) => reportError(error, 'render') });
        });
        // The page's first script held a tap made before now (server-render/paintFirst.ts).
        container.dispatchEvent(new Event(APP_HYDRATED));
      } else {
        // In a transition, React renders the first page in slices that let the phone breathe, not in
        // one long task; the start-up frame stays until the whole page commits at once.
        startTransition(() => createRoot(container).render(app));
      }
    }
  } catch (error) {
    reportError(error, 'start-up');
    // The start-up error page speaks English (compiled into the code, nothing to load) and shows the
    // error's message (docs/product-rules.md, "Errors").
    createRoot(container).render(
      <RawIntlProvider value={createAppIntl(DEFAULT_LOCALE, DEFAULT_LOCALE, {})}>
        <FatalErrorPage detail={errorMessage(error)} />
      </RawIntlProvider>,
    );
  }
}

void start();
