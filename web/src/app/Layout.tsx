import { Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Outlet, useLocation } from '../lib/router/index.ts';
import { Header } from '../features/header/Header.tsx';
import { MobileNav } from '../features/mobile-nav/MobileNav.tsx';
import { SearchModalHost } from '../features/search-modal/SearchModalHost.tsx';
import { ToastViewport } from '../ui/toast/ToastViewport.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import messages from './messages.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RestorePlace } from './place/RestorePlace.tsx';
import { usePageSettled } from './usePageSettled.ts';
import { useFirstPageCodeHere } from './firstPageCode.ts';
import { useSessionFrame } from '../common/page/sessionFrame.ts';
import { lazyPart } from '../lib/lazyPart.tsx';
import styles from './Layout.module.css';

// Below the fold on every page: not part of the first load, and asked for once the page has shown
// what it first asked for (usePageSettled.ts).
const Footer = lazyPart<object>('footer', () =>
  import('../features/footer/Footer.tsx').then((module) => ({ default: module.Footer })),
);

function FooterOnceSettled({ pageShown }: { pageShown: boolean }) {
  return usePageSettled(pageShown) ? <Footer /> : null;
}

/** Rendered beside the page, inside its Suspense boundary: it mounts once the page itself has. */
function OnMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** The footer is hidden on the phone account page (docs/product-rules.md, "Screens and routes"). */
const NO_FOOTER = /^\/profile\/?$/;

export function Layout() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [pageShown, setPageShown] = useState(false);
  const markPageShown = useCallback(() => setPageShown(true), []);
  const pageCodeHere = useFirstPageCodeHere();
  const sessionFrame = useSessionFrame();
  const pending = (
    <div className={styles.pending} role="status" aria-label={intl.formatMessage(messages.loadingPage)} />
  );
  return (
    <div className={styles.shell}>
      <RestorePlace />
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      {/* A header that fails (say, on a malformed answer) leaves the page usable without it. */}
      <ErrorBoundary fallback={() => null}>
        <Header />
      </ErrorBoundary>
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary>
          {/* Until the first page's code is here, not as a fallback (firstPageCode.ts says why). */}
          {pageCodeHere ? (
            <Suspense fallback={pending}>
              <Outlet />
              <OnMount run={markPageShown} />
            </Suspense>
          ) : (
            pending
          )}
        </RouteErrorBoundary>
      </main>
      {/* A signed-in page's frame drawn by the server has none: the browser's render replaces it. */}
      {!NO_FOOTER.test(pathname) && !sessionFrame && (
        // A footer that cannot load leaves the page as it is.
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <FooterOnceSettled pageShown={pageShown} />
          </Suspense>
        </ErrorBoundary>
      )}
      <MobileNav />
      <SearchModalHost />
      <ToastViewport />
    </div>
  );
}
