import { BrowserRouter, useRoutes } from '../lib/router/index.ts';
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

/** `firstPage`: the code of the page start-up preloaded (firstPageCode.ts). */
export function App({ context, firstPage }: { context: AppContext; firstPage: FirstPageCode }) {
  return (
    <AppProviders context={context}>
      <FirstPageCodeContext value={firstPage}>
        {/* Pages have their own boundaries; this one only catches a failing layout or header. */}
        <ErrorBoundary fallback={(error) => <FatalErrorPage detail={errorMessage(error)} />}>
          <BrowserRouter basename={routerBasename(context.settings.publicPath)}>
            <AppRoutes />
          </BrowserRouter>
        </ErrorBoundary>
      </FirstPageCodeContext>
    </AppProviders>
  );
}
