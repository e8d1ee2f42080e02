import { EXTENSIONS, type Extension, type InstanceConfig } from '@atrium/contract';
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

/** As the reference server runs by default: every extension on, unless `extensions` says otherwise. */
export function testSettings(
  instance: Partial<InstanceConfig> = {},
  raw: RawConfig = {},
  extensions: Iterable<Extension> = EXTENSIONS,
): AppSettings {
  return applyInstanceConfig(
    resolveBaseSettings(raw, ORIGIN, new Set(extensions)),
    { ...INSTANCE, ...instance },
    1,
  );
}

/** The settings of a platform without any of Atrium's extensions (the real platform's default). */
export const plainSettings = (): AppSettings => testSettings({}, {}, []);
