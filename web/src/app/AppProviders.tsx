import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ApiProvider } from '../api/ApiProvider.tsx';
import type { ApiClient } from '../api/client.ts';
import type { AppSettings } from '../config/appSettings.ts';
import { SettingsProvider } from '../config/SettingsProvider.tsx';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/loadMessages.ts';

export interface AppContext {
  settings: AppSettings;
  client: ApiClient;
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <IntlProvider locale={context.locale.intl} defaultLocale={DEFAULT_LOCALE} messages={context.messages}>
      <SettingsProvider settings={context.settings}>
        <ApiProvider client={context.client}>
          <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
        </ApiProvider>
      </SettingsProvider>
    </IntlProvider>
  );
}
