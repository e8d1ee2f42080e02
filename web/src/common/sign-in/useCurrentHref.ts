import { useHref, useLocation } from '../../lib/router/index.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';

/** The full address of the current page (public path included): every sign-in and sign-out `next`. */
export function useCurrentHref(): string {
  const { pathname, search, hash } = useLocation();
  const path = useHref({ pathname, search, hash });
  return `${useSettings().origin}${path}`;
}
