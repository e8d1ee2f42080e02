/**
 * "Resend Activation Email" for the home modal, the dashboard banner and the course page: one
 * mutation whose state says whether the e-mail went out (the earlier client never told the learner).
 */
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { resendActivationMutation } from '../../api/account.ts';

export function useResendActivation() {
  const client = useApiClient();
  return useMutation(resendActivationMutation(client));
}
