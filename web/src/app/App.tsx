import { BrowserRouter, useRoutes } from '../lib/router/index.ts';
import { errorMessage } from '../lib/errorMessage.ts';
import { AppProviders, type AppContext } from './AppProviders.tsx';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { FatalErrorPage } from './FatalErrorPage.tsx';
import { routes } from './routes.tsx';

/** The router's basename is the public path without its trailing slash ('/homepage/' → '/homepage'). */
export function routerBasename(publicPath: string): string {
  return publicPath.replace(/\/+$/, '') || '/';
}

function AppRoutes() {
  return useRoutes(routes);
}

export function App({ context }: { context: AppContext }) {
  return (
    <AppProviders context={context}>
      {/* Pages have their own boundaries; this one only catches a failing layout or header. */}
      <ErrorBoundary fallback={(error) => <FatalErrorPage detail={errorMessage(error)} />}>
        <BrowserRouter basename={routerBasename(context.settings.publicPath)}>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
