import { readFileConfig } from './fileConfig.ts';
import { pickConfig, type RawConfig } from './keys.ts';

/**
 * The configuration baked in at build time from the environment (vite.config.ts `define`), with an
 * operator's `env.config.jsx` values over it in a build that has the file (config/fileConfig.ts).
 */
export function readBuildConfig(): RawConfig {
  return __ATRIUM_ENV_CONFIG__
    ? { ...pickConfig(__ATRIUM_BUILD_CONFIG__), ...readFileConfig() }
    : pickConfig(__ATRIUM_BUILD_CONFIG__);
}
