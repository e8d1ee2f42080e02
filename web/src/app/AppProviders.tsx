import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { RawIntlProvider } from '../i18n/intl.ts';
import { ApiProvider } from '../api/ApiProvider.tsx';
import type { ApiClient } from '../api/client.ts';
import type { AppSettings } from '../config/appSettings.ts';
import { SettingsProvider } from '../config/SettingsProvider.tsx';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Messages } from '../i18n/loadMessages.ts';
import { createAppIntl } from '../i18n/appIntl.ts';

export interface AppContext {
  settings: AppSettings;
  client: ApiClient;
  queryClient: QueryClient;
  locale: Locale;
  messages: Messages;
}

export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  const { locale, messages } = context;
  const intl = useMemo(() => createAppIntl(locale.intl, DEFAULT_LOCALE, messages), [locale, messages]);
  return (
    <RawIntlProvider value={intl}>
      <SettingsProvider settings={context.settings}>
        <ApiProvider client={context.client}>
          <QueryClientProvider client={context.queryClient}>{children}</QueryClientProvider>
        </ApiProvider>
      </SettingsProvider>
    </RawIntlProvider>
  );
}
