/**
 * "Resend Activation Email" for the home modal, the dashboard banner and the course page: one
 * mutation whose state says whether the e-mail went out (the earlier client never told the learner).
 */
import { useMutation } from '../../lib/query/useMutation.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { sendActivationEmail } from '../../api/account.ts';

export function useResendActivation() {
  const client = useApiClient();
  return useMutation({ mutationFn: () => sendActivationEmail(client) });
}
