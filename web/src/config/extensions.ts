/**
 * Which of Atrium's extensions the platform has (README, "Atrium's extensions"): read once at start-up
 * from the runtime configuration's `ATRIUM_EXTENSIONS` key. A platform that does not send the key, or
 * whose runtime configuration fails, has none, so every feature falls back to what the real platform
 * is known to answer.
 */
import { EXTENSIONS_CONFIG_KEY, extensionsIn, type Extension } from '@atrium/contract';
import { useSettings } from './SettingsProvider.tsx';

export const NO_EXTENSIONS: ReadonlySet<Extension> = new Set();

/** The extensions a runtime-configuration answer names. */
export function extensionsOf(runtime: Readonly<Record<string, unknown>>): ReadonlySet<Extension> {
  const value = runtime[EXTENSIONS_CONFIG_KEY];
  return typeof value === 'string' ? extensionsIn(value) : NO_EXTENSIONS;
}

/** Whether the platform has one extension: features ask this before offering what depends on it. */
export function useExtension(name: Extension): boolean {
  return useSettings().extensions.has(name);
}
