import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { Header } from '../features/header/Header.tsx';
import messages from './messages.ts';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ToastViewport } from '../ui/toast/ToastViewport.tsx';
import styles from './Layout.module.css';

export function Layout() {
  const intl = useIntl();
  return (
    <>
      <ScrollToTop />
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <RouteErrorBoundary>
          <Suspense fallback={<div className={styles.pending} role="status" aria-label={intl.formatMessage(messages.loadingPage)} />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <ToastViewport />
    </>
  );
}
