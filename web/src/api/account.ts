/** The signed-in learner's account (docs/contract.md, C1): fetched only when someone is signed in. */
import { queryOptions } from '../lib/query/useQuery.ts';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';

export const accountKeys = {
  all: ['account'] as const,
  user: (username: string | null) => [...accountKeys.all, 'user', username] as const,
};

export function userAccountQuery(client: ApiClient, username: string | null) {
  return queryOptions({
    queryKey: accountKeys.user(username),
    queryFn: callWhen(client, 'userAccount', username === null ? null : { params: { username } }),
  });
}

/** Sends the activation e-mail again (C3); the caller reports success or failure. */
export function sendActivationEmail(client: ApiClient) {
  return client.call('sendActivationEmail');
}
