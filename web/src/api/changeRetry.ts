/**
 * When a change (a mutation) may be sent again (docs/architecture.md, "The data layer"). The spec's
 * one retry for mutations is spent only where a second request cannot make the change twice: when the
 * change's own request never left, when the change is idempotent, or when reading it back showed that
 * it was not made. A lost answer alone proves nothing: the server may have made the change.
 */
import type { EndpointName } from '@atrium/contract';
import { HttpError, isPermanentError, NetworkError } from './errors.ts';

/**
 * A call the change's request waits for (the sign-in renewal, the CSRF token) got no answer: the
 * change's own request was never sent. Those calls' errors carry their own endpoint's name.
 */
export function neverSent(endpoint: EndpointName, error: unknown): boolean {
  return error instanceof NetworkError && error.endpoint !== endpoint;
}

/** The change's own request got no answer, or a server failure: the change may or may not be made. */
export function outcomeUnknown(endpoint: EndpointName, error: unknown): boolean {
  if (error instanceof NetworkError) return error.endpoint === endpoint;
  return error instanceof HttpError && error.endpoint === endpoint && error.status >= 500;
}

/**
 * The retry rule of a change: at most once, and only when the request never left, or, for an
 * idempotent change (the same request twice has the effect of one), after any failure a second
 * attempt may fix.
 */
export function retryChange(endpoint: EndpointName, { idempotent = false } = {}) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < 1 && (idempotent ? !isPermanentError(error) : neverSent(endpoint, error));
}

/**
 * Sends a change whose effect can be read back. When its answer is lost (`outcomeUnknown`), it reads
 * back first: `readBack` resolves to the answer to use if the change was made, or null if it was not;
 * only then is the change sent once more. If the read-back fails too, the first failure stands and
 * nothing is sent again.
 */
export async function sendChecked<T, R>(
  endpoint: EndpointName,
  send: () => Promise<T>,
  readBack: () => Promise<R | null>,
): Promise<T | R> {
  try {
    return await send();
  } catch (error) {
    if (!outcomeUnknown(endpoint, error)) throw error;
    let made: R | null;
    try {
      made = await readBack();
    } catch {
      throw error;
    }
    return made === null ? send() : made;
  }
}
