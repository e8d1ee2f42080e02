import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthenticatedUser } from './auth.ts';
import type { ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiProvider>');
  return client;
}

/** The signed-in user from the JWT claims, or null for a visitor; re-renders when it changes. */
export function useAuthenticatedUser(): AuthenticatedUser | null {
  const { auth } = useApiClient();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}
