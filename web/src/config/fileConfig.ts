/**
 * Configuration values from an operator's `env.config.jsx` (slots/loadOperatorFile.ts), set before
 * start-up reads the build's configuration (config/buildConfig.ts), as frontend-platform merges them.
 */
import type { RawConfig } from './keys.ts';

let fileConfig: RawConfig = {};

export function setFileConfig(values: RawConfig): void {
  fileConfig = values;
}

export function readFileConfig(): RawConfig {
  return fileConfig;
}
