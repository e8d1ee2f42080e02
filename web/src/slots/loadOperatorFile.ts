/**
 * Start-up's step for an operator's `env.config.jsx`, in a build that has one (main.tsx, behind
 * `__ATRIUM_ENV_CONFIG__`): its configuration values and its slots, before the first call goes out. A
 * file that throws stops start-up with its message, as it stops the official apps.
 */
import fileExport from 'virtual:atrium/env-config';
import { setFileConfig } from '../config/fileConfig.ts';
import { setPluginSlots } from './pluginSlots.ts';
import { readOperatorFile } from './readOperatorFile.ts';

export async function loadOperatorFile(): Promise<void> {
  const { values, pluginSlots } = await readOperatorFile(fileExport);
  setFileConfig(values);
  setPluginSlots(pluginSlots);
}
