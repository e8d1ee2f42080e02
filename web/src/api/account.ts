/** The signed-in learner's account (docs/contract.md, C1): fetched only when someone is signed in. */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';
import { retryChange } from './changeRetry.ts';

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

/**
 * Sends the activation e-mail again (C3); the caller reports success or failure. Repeating it changes
 * nothing on the platform (at worst a second copy of the same e-mail), so it is retried once.
 */
export function resendActivationMutation(client: ApiClient) {
  return mutationOptions({
    mutationFn: () => client.call('sendActivationEmail'),
    retry: retryChange('sendActivationEmail', { idempotent: true }),
  });
}
