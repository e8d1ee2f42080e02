/**
 * Which of Atrium's extensions the platform has (README, "Atrium's extensions"), as read once at
 * start-up from the runtime configuration (baseSettings.ts, extensionsOf). A platform that does not
 * send the key, or whose runtime configuration fails, has none, so every feature falls back to what
 * the real platform is known to answer.
 */
import type { Extension } from '@atrium/contract';
import { useSettings } from './SettingsProvider.tsx';

/** Whether the platform has one extension: features ask this before offering what depends on it. */
export function useExtension(name: Extension): boolean {
  return useSettings().extensions.has(name);
}
