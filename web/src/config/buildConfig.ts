import { pickConfig, type RawConfig } from './keys.ts';

/** The configuration baked in at build time from the environment (vite.config.ts `define`). */
export function readBuildConfig(): RawConfig {
  return pickConfig(__ATRIUM_BUILD_CONFIG__);
}
