import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { userAccountQuery } from '../../api/account.ts';
import { readItem } from '../../lib/safeStorage.ts';
import {
  ACTIVATION_SESSION_FLAG,
  shouldShowActivationModal,
} from '../../common/activation/shouldShowActivation.ts';

const ActivationModal = lazy(() => import('./ActivationModal.tsx'));

/** Shows the activation dialog when the rule says so; the profile is fetched only for a signed-in user. */
export function ActivationGate() {
  const username = useAuthenticatedUser()?.username ?? null;
  const account = useQuery(userAccountQuery(useApiClient(), username)).data;
  if (!shouldShowActivationModal(account, readItem('session', ACTIVATION_SESSION_FLAG))) return null;
  return (
    <Suspense fallback={null}>
      <ActivationModal />
    </Suspense>
  );
}
