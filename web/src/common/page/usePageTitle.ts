import { useEffect } from 'react';
import { useSettings } from '../../config/SettingsProvider.tsx';

/** "{label} | {platform name}", or the platform name alone while the label is not known yet. */
export function formatTitle(label: string | null | undefined, platformName: string): string {
  const trimmed = label?.trim();
  return trimmed ? `${trimmed} | ${platformName}` : platformName;
}

/** Each page owns its title: it calls this with its label (or its content's name). */
export function usePageTitle(label: string | null | undefined): void {
  const { platformName } = useSettings();
  useEffect(() => {
    document.title = formatTitle(label, platformName);
  }, [label, platformName]);
}
