/**
 * docs/product-rules.md, "Account activation": the activation prompt appears for a signed-in learner whose profile has loaded with
 * is_active not true; the home modal is also suppressed by the `showActivateModal` session flag.
 */
import type { UserAccount } from '@atrium/contract';

export const ACTIVATION_SESSION_FLAG = 'showActivateModal';

export function needsActivation(account: UserAccount | undefined): boolean {
  return account !== undefined && !account.is_active;
}

export function shouldShowActivationModal(
  account: UserAccount | undefined,
  sessionFlag: string | null,
): boolean {
  return needsActivation(account) && !sessionFlag;
}
