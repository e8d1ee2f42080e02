/**
 * Configuration precedence (docs/contract.md, "Rules for every call"): build-time environment < served
 * page (config/servedConfig.ts, merged into `build` by start-up) < runtime MFE config
 * (`GET {MFE_CONFIG_API_URL}?mfe={APP_ID}`; a failure falls back) < instance config. The answers go
 * through the query cache, so later readers of the same queries get them for free.
 */
import type { InstanceConfig } from '@atrium/contract';
import type { QueryClient } from '@tanstack/react-query';
import { instanceConfigQuery, mfeConfigQuery } from '../api/branding.ts';
import { CLIENT_SETTING_KEYS, createApiClient, type ApiClient, type ClientDeps } from '../api/client.ts';
import { extensionsOf, resolveBaseSettings, type BaseSettings } from '../config/baseSettings.ts';
import { pickConfig, type RawConfig } from '../config/keys.ts';

/**
 * Build-time values overridden by the runtime MFE config when it answers; the platform's extensions
 * come from the runtime answer alone (none when it fails). `client`: start-up's own, made with the
 * build-time settings, so that a stock platform's adapters share this one request (api/openedx/start.ts).
 */
export async function loadBaseSettings(
  build: RawConfig,
  origin: string,
  queryClient: QueryClient,
  deps?: ClientDeps,
  client?: ApiClient,
): Promise<BaseSettings> {
  const buildSettings = resolveBaseSettings(build, origin);
  client ??= createApiClient(buildSettings, deps);
  const runtime = await queryClient.query(mfeConfigQuery(client, buildSettings.appId)).catch(() => ({}));
  return resolveBaseSettings({ ...build, ...pickConfig(runtime) }, origin, extensionsOf(runtime));
}

/** The instance config only brands the app: without it, the configured site name and defaults serve. */
export function loadInstanceConfig(
  client: ApiClient,
  queryClient: QueryClient,
): Promise<InstanceConfig | null> {
  return queryClient.query(instanceConfigQuery(client)).catch(() => null);
}

/** Whether a client made with `a` calls the same addresses, with the same cookies, as one made with `b`. */
export function sameClientSettings(a: BaseSettings, b: BaseSettings): boolean {
  return CLIENT_SETTING_KEYS.every((key) => a[key] === b[key]);
}
