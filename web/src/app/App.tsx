import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useRoutes } from '../lib/router/index.ts';
import { errorMessage } from '../lib/errorMessage.ts';
import { AppProviders, type AppContext } from './AppProviders.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { FatalErrorPage } from './FatalErrorPage.tsx';
import { routes } from './routes.tsx';
import { FirstPageCodeContext, type FirstPageCode } from './firstPageCode.ts';

/** The router's basename is the public path without its trailing slash ('/homepage/' → '/homepage'). */
export function routerBasename(publicPath: string): string {
  return publicPath.replace(/\/+$/, '') || '/';
}

function AppRoutes() {
  return useRoutes(routes);
}

/** The browser's address; on the server, the one address being rendered (inside the public path). */
function AppRouter({ basename, at, children }: { basename: string; at?: string; children: ReactNode }) {
  if (at === undefined) return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
  return (
    <MemoryRouter basename={basename} initialEntries={[at]}>
      {children}
    </MemoryRouter>
  );
}

/**
 * `firstPage`: the code of the page start-up preloaded (firstPageCode.ts). `at`: on the server only,
 * the address to render (web/src/server-render/renderPage.tsx).
 */
export function App({
  context,
  firstPage,
  at,
}: {
  context: AppContext;
  firstPage: FirstPageCode;
  at?: string;
}) {
  return (
    <AppProviders context={context}>
      <FirstPageCodeContext value={firstPage}>
        {/* Pages have their own boundaries; this one only catches a failing layout or header. */}
        <ErrorBoundary fallback={(error) => <FatalErrorPage detail={errorMessage(error)} />}>
          <AppRouter basename={routerBasename(context.settings.publicPath)} at={at}>
            <AppRoutes />
          </AppRouter>
        </ErrorBoundary>
      </FirstPageCodeContext>
    </AppProviders>
  );
}
