/**
 * The browser's start-up, on the server, for one request: the configuration (build < served <
 * runtime MFE config), a client that sends the platform nothing personal, and a query cache of its
 * own. One CSRF cookie jar per transport and platform (seo/platformFetch.ts): a stock LMS's search
 * refuses a POST without it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { loadBaseSettings } from '../app/loadSettings.ts';
import type { BaseSettings } from '../config/baseSettings.ts';
import { readBuildConfig } from '../config/buildConfig.ts';
import { pickConfig, type RawConfig } from '../config/keys.ts';
import { startConfig } from '../config/servedConfig.ts';
import { platformFetch } from '../seo/index.ts';

export interface ServerRequest {
  /** Atrium's public origin (scheme and host), from configuration or a Host the server allows. */
  origin: string;
  /** What the serving side says over the build's configuration (the platform's API, its addresses). */
  served: Readonly<Record<string, unknown>>;
  /** How the server reaches the platform (its internal address, say). */
  fetch: typeof fetch;
}

export interface ServerStart {
  base: BaseSettings;
  client: ApiClient;
  queryClient: QueryClient;
}

const jars = new WeakMap<typeof fetch, Map<string, typeof fetch>>();

/** The transport with the CSRF cookie jar of Atrium's origin: one per process, never per visitor. */
function withCsrfJar(transport: typeof fetch, origin: string): typeof fetch {
  const byOrigin = jars.get(transport) ?? new Map<string, typeof fetch>();
  jars.set(transport, byOrigin);
  let made = byOrigin.get(origin);
  if (!made) {
    made = platformFetch({ origin, fetch: transport });
    byOrigin.set(origin, made);
  }
  return made;
}

/** The build's configuration with what the server says over it (its keys only: config/keys.ts). */
export function serverConfig(served: Readonly<Record<string, unknown>>): RawConfig {
  return startConfig(readBuildConfig(), pickConfig(served));
}

export async function startOnServer(request: ServerRequest): Promise<ServerStart> {
  const queryClient = createQueryClient();
  // A failed answer shows as the page shows it (a section's error, the not-found page), not as a
  // skeleton waiting for the retry that a browser's mount would make.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  const deps = { fetch: withCsrfJar(request.fetch, request.origin), readCookies: () => '' };
  const base = await loadBaseSettings(serverConfig(request.served), request.origin, queryClient, deps);
  return { base, client: createApiClient(base, deps), queryClient };
}
