import { useSyncExternalStore, type ReactNode } from 'react';
import { requiredContext } from '../lib/requiredContext.ts';
import type { AuthenticatedUser } from './auth.ts';
import type { ApiClient } from './client.ts';

const [ApiClientContext, useApiClientContext] = requiredContext<ApiClient>(
  'useApiClient needs an <ApiProvider>',
);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export const useApiClient: () => ApiClient = useApiClientContext;

/** The signed-in user from the JWT claims, or null for a visitor; re-renders when it changes. */
export function useAuthenticatedUser(): AuthenticatedUser | null {
  const { auth } = useApiClient();
  return useSyncExternalStore(auth.subscribe, auth.getUser, auth.getUser);
}
