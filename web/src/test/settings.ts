import type { InstanceConfig } from '@atrium/contract';
import { applyInstanceConfig, type AppSettings } from '../config/appSettings.ts';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import type { RawConfig } from '../config/keys.ts';

/** jsdom's page origin in Vitest. */
export const ORIGIN = window.location.origin;

export const INSTANCE: InstanceConfig = {
  logo: 'https://cdn.example.com/logo.svg',
  favicon: null,
  has_billing: true,
  platform_name: 'Atrium Academy',
  gtm: { gtm_id: null, gtm_auth: null, gtm_env: null },
  use_tpa_only: false,
  tpa_queryparam: '',
};

export function testSettings(instance: Partial<InstanceConfig> = {}, raw: RawConfig = {}): AppSettings {
  return applyInstanceConfig(resolveBaseSettings(raw, ORIGIN), { ...INSTANCE, ...instance }, 1);
}
