/**
 * Start-up on a stock LMS, without any admin-console call: the branding comes from the runtime
 * configuration's standard keys (SITE_NAME, LOGO_URL, FAVICON_URL) and the languages from
 * ATRIUM_LANGUAGES (docs/decisions/stock-platform-start-up.md).
 */
import { ActiveLanguages, LANGUAGES_CONFIG_KEY, type MfeConfig, type InstanceConfig } from '@atrium/contract';
import { ContractError } from '../errors.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { welcomeOfRuntime } from './runtimeContent.ts';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The instance configuration a stock platform implies: its name and pictures, no billing, no tag manager. */
export function instanceFromRuntime(runtime: MfeConfig): InstanceConfig {
  return {
    logo: text(runtime.LOGO_URL),
    favicon: text(runtime.FAVICON_URL),
    has_billing: false,
    platform_name: text(runtime.SITE_NAME) ?? '',
    gtm: { gtm_id: null, gtm_auth: null, gtm_env: null },
    use_tpa_only: false,
    tpa_queryparam: '',
  };
}

/** The runtime configuration, asked once per client (known by its settings): both start-up adapters read it. */
const runtimeOf = new WeakMap<object, Promise<MfeConfig>>();
export function runtime(ports: OpenedxPorts, signal?: AbortSignal): Promise<MfeConfig> {
  const key = ports.settings;
  let answer = runtimeOf.get(key);
  if (!answer && ports.knownRuntime) {
    answer = Promise.resolve(ports.knownRuntime);
    runtimeOf.set(key, answer);
  }
  if (!answer) {
    answer = ports.execute('mfeConfig', { query: { mfe: key.appId }, signal });
    // A failure is not remembered: the next reader asks again.
    answer.catch(() => runtimeOf.delete(key));
    runtimeOf.set(key, answer);
  }
  return answer;
}

export const startAdapters: AdapterTable = {
  // Start-up's own read of the runtime configuration joins the adapters' below: one request, not two
  // in turn on the way to the first page (docs/decisions/sign-in-chain.md).
  mfeConfig: ({ query, signal }, ports) =>
    query?.mfe === ports.settings.appId
      ? runtime(ports, signal)
      : ports.execute('mfeConfig', { query, signal }),
  instanceConfig: async ({ signal }, ports) => instanceFromRuntime(await runtime(ports, signal)),
  activeLanguages: async ({ signal }, ports) => {
    const listed = ActiveLanguages.safeParse((await runtime(ports, signal))[LANGUAGES_CONFIG_KEY]);
    if (!listed.success) throw new ContractError('activeLanguages', LANGUAGES_CONFIG_KEY, 'no language list');
    return listed.data;
  },
  // The operator's banner (ATRIUM_WELCOME); without it, the banner's own welcome.
  welcomeSection: async ({ signal }, ports) => welcomeOfRuntime(await runtime(ports, signal)),
};
