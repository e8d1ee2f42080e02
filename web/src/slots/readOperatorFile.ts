/**
 * What an operator's `env.config.jsx` default-exports, read as frontend-platform reads it: an object,
 * or a function (async or not) returning one. Its `pluginSlots` go to the slots; of its other keys,
 * those Atrium reads (config/keys.ts) become configuration, after the build's environment and before
 * the runtime configuration; any other key is ignored (docs/decisions/plugin-slots.md).
 */
import { pickConfig, type RawConfig } from '../config/keys.ts';

export interface OperatorFile {
  values: RawConfig;
  pluginSlots: Readonly<Record<string, unknown>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readOperatorFile(fileExport: unknown): Promise<OperatorFile> {
  const config: unknown =
    typeof fileExport === 'function' ? await (fileExport as () => unknown)() : fileExport;
  if (!isRecord(config)) return { values: {}, pluginSlots: {} };
  const { pluginSlots, ...rest } = config;
  // The theme may be written as the object the runtime configuration carries; Atrium reads its JSON text.
  const theme = rest.PARAGON_THEME_URLS;
  if (isRecord(theme)) rest.PARAGON_THEME_URLS = JSON.stringify(theme);
  return { values: pickConfig(rest), pluginSlots: isRecord(pluginSlots) ? pluginSlots : {} };
}
