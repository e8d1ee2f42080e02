/**
 * A stock source that some platforms lack (a newer API, or one the operator has not turned on): the
 * first 404 or 403 it answers marks it absent for the visit, on this client, so nothing asks it again
 * and the parts it feeds are simply left out. Such an answer is no failure: it is not thrown, so no
 * query retries it or reports it. Other failures (a 500, no network) are thrown as usual. A source
 * that refuses one item with 403 (the progress API, for a course not started yet) says which statuses
 * mean absent.
 */
import { HttpError } from '../errors.ts';
import type { OpenedxPorts } from './ports.ts';

/** The sources found absent, per client (its settings object is one per client). */
const absent = new WeakMap<OpenedxPorts['settings'], Set<string>>();

const ABSENT_STATUSES: readonly number[] = [404, 403];

export const isAbsentAnswer = (error: unknown, statuses = ABSENT_STATUSES): boolean =>
  error instanceof HttpError && statuses.includes(error.status);

export function sourceIsAbsent(ports: OpenedxPorts, source: string): boolean {
  return absent.get(ports.settings)?.has(source) ?? false;
}

/** `ask`'s answer, or null without a request once `source` is known absent, or when it proves so now. */
export async function askOptional<T>(
  ports: OpenedxPorts,
  source: string,
  ask: () => Promise<T>,
  absentStatuses = ABSENT_STATUSES,
): Promise<T | null> {
  if (sourceIsAbsent(ports, source)) return null;
  try {
    return await ask();
  } catch (error) {
    if (!isAbsentAnswer(error, absentStatuses)) throw error;
    const known = absent.get(ports.settings) ?? new Set<string>();
    known.add(source);
    absent.set(ports.settings, known);
    return null;
  }
}
