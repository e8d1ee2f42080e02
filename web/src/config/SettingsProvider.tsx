import { createContext, use, type ReactNode } from 'react';
import type { AppSettings } from './appSettings.ts';

const SettingsContext = createContext<AppSettings | null>(null);

export function SettingsProvider({ settings, children }: { settings: AppSettings; children: ReactNode }) {
  return <SettingsContext value={settings}>{children}</SettingsContext>;
}

export function useSettings(): AppSettings {
  const settings = use(SettingsContext);
  if (!settings) throw new Error('useSettings needs a <SettingsProvider>');
  return settings;
}
