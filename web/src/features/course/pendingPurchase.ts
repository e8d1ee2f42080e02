/**
 * A purchase the learner left for the payment page to finish. How a gateway sends the learner back
 * after a successful payment is up to the platform (only `payment_status=failed` is known), so the
 * course page remembers, in this tab, that it sent the learner to pay: back on the page and enrolled,
 * it confirms the enrollment exactly as a free one, once.
 */
import { readItem, removeItem, writeItem } from '../../lib/safeStorage.ts';

const KEY = 'atrium.pendingPurchase';
/** Long enough for any payment form; a purchase abandoned earlier is not confirmed later. */
const MAX_AGE_MS = 60 * 60 * 1000;

interface Pending {
  courseId: string;
  at: number;
}

export function rememberPurchase(courseId: string, now = Date.now()): void {
  // Full or refused: the learner simply gets no confirmation dialog.
  writeItem('session', KEY, JSON.stringify({ courseId, at: now } satisfies Pending));
}

export function forgetPurchase(courseId: string): void {
  if (readPending()?.courseId === courseId) removeItem('session', KEY);
}

/** Whether the learner was sent to pay for this course in the last hour; forgets it either way. */
export function takePurchase(courseId: string, now = Date.now()): boolean {
  const pending = readPending();
  if (pending?.courseId !== courseId) return false;
  removeItem('session', KEY);
  return now - pending.at >= 0 && now - pending.at <= MAX_AGE_MS;
}

function readPending(): Pending | null {
  try {
    const value: unknown = JSON.parse(readItem('session', KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { courseId, at } = value as Partial<Pending>;
    return typeof courseId === 'string' && typeof at === 'number' ? { courseId, at } : null;
  } catch {
    return null;
  }
}
