import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { App, routerBasename } from './app/App.tsx';
import { initialise } from './app/bootstrap.ts';
import { preloadRoute } from './app/preloadRoute.ts';
import { routes } from './app/routes.tsx';
import { FatalErrorPage } from './app/FatalErrorPage.tsx';
import { errorMessage } from './lib/errorMessage.ts';
import { applyHeadTags } from './config/headTags.ts';
import { applyLocale } from './i18n/applyLocale.ts';
import { DEFAULT_LOCALE } from './i18n/locales.ts';
import { loadMessages } from './i18n/loadMessages.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The page's chunk loads while the configuration does; PUBLIC_PATH is fixed at build time.
preloadRoute(routes, window.location.pathname, routerBasename(import.meta.env.BASE_URL));

try {
  const context = await initialise();
  applyLocale(document.documentElement, context.locale);
  applyHeadTags(document, context.settings);
  root.render(
    <StrictMode>
      <App context={context} />
    </StrictMode>,
  );
} catch (error) {
  // The start-up error page speaks English if it can, and shows the error's message (spec §8).
  const english = await loadMessages(DEFAULT_LOCALE).catch(() => ({ locale: DEFAULT_LOCALE, messages: {} }));
  root.render(
    <IntlProvider locale={english.locale} messages={english.messages}>
      <FatalErrorPage detail={errorMessage(error)} />
    </IntlProvider>,
  );
}
