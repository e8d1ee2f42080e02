/**
 * The payment stand-in's one rule: a transaction is settled once. Pending becomes approved or failed;
 * a settled transaction takes no other outcome (a failed payment is never approved later, an approved
 * one never approved twice).
 */
import type { TransactionStatus } from '../repositories/transactions.ts';

export type PaymentOutcome = 'approve' | 'fail';

/** The status after `outcome`, or null when the transaction cannot take it. */
export function settledStatus(status: TransactionStatus, outcome: PaymentOutcome): TransactionStatus | null {
  if (status !== 'pending') return null;
  return outcome === 'approve' ? 'approved' : 'failed';
}
