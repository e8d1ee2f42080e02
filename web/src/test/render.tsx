import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes } from '../lib/router/index.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { AppProviders } from '../app/AppProviders.tsx';
import { routes } from '../app/routes.tsx';
import type { AppSettings } from '../config/appSettings.ts';
import englishMessages from '../i18n/compiled/en.json';
import type { LoadedLocale } from '../i18n/loadMessages.ts';
import { localeFor } from '../i18n/locales.ts';
import { testSettings } from './settings.ts';

export interface RenderOptions {
  path?: string;
  settings?: AppSettings;
  client?: ApiClient;
  /** The language shown and its dictionary (loadMessages); English by default. */
  language?: LoadedLocale;
}

function AppRoutes() {
  return useRoutes(routes);
}

/** Renders `ui` (default: the app's route table at `path`) inside the real providers, in English unless told. */
export function renderApp(
  ui: ReactElement = <AppRoutes />,
  options: RenderOptions = {},
): RenderResult & { client: ApiClient } {
  const settings = options.settings ?? testSettings();
  const client = options.client ?? createApiClient(settings, { readCookies: () => document.cookie });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const english: LoadedLocale = { locale: localeFor('en'), messages: englishMessages };
  const { locale, messages } = options.language ?? english;
  const context = { settings, client, queryClient, locale, messages };
  const result = render(
    <AppProviders context={context}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, client };
}
