import type { ReactNode } from 'react';
import { requiredContext } from '../lib/requiredContext.ts';
import type { AppSettings } from './appSettings.ts';

const [SettingsContext, useSettingsContext] = requiredContext<AppSettings>(
  'useSettings needs a <SettingsProvider>',
);

export function SettingsProvider({ settings, children }: { settings: AppSettings; children: ReactNode }) {
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export const useSettings: () => AppSettings = useSettingsContext;
