/**
 * Which API the platform speaks (`PLATFORM_API`: build-time environment, overridden by the runtime
 * configuration), read once at start-up like the extensions (extensions.ts).
 */
import type { PlatformApi } from '@atrium/contract';
import { useSettings } from './SettingsProvider.tsx';

export function usePlatformApi(): PlatformApi {
  return useSettings().platformApi;
}
