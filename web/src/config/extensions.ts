/**
 * Which of Atrium's extensions the platform has (README, "Atrium's extensions"): read once at start-up
 * from the runtime configuration's `ATRIUM_EXTENSIONS` key, a comma-separated list. A platform that
 * does not send the key, or whose runtime configuration fails, has none, so every feature falls back
 * to what the real platform is known to answer. A name Atrium does not know is kept but never asked
 * for (features ask by `Extension`): the first load need not carry the list of names.
 */
import { EXTENSIONS_CONFIG_KEY, type Extension } from '@atrium/contract';
import { useSettings } from './SettingsProvider.tsx';

/** The extension names a runtime-configuration answer lists. */
export function extensionsOf(runtime: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  const value = runtime[EXTENSIONS_CONFIG_KEY];
  return new Set(typeof value === 'string' ? value.split(',').map((name) => name.trim()) : []);
}

/** Whether the platform has one extension: features ask this before offering what depends on it. */
export function useExtension(name: Extension): boolean {
  return useSettings().extensions.has(name);
}
