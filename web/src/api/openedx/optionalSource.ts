/**
 * A stock source that some platforms lack (a newer API, or one the operator has not turned on): the
 * first 404 or 403 it answers marks it absent for the visit, on this platform (the record the
 * capabilities read too: config/platformSources.ts), so nothing asks it again and the parts it feeds
 * are simply left out. Such an answer is no failure: it is not thrown, so no query retries it or
 * reports it. Other failures (a 500, no network) are thrown as usual. A source
 * that refuses one item with 403 (the progress API, for a course not started yet) says which statuses
 * mean absent.
 */
import { recordSource, sourceVerdict, type StockSource } from '../../config/platformSources.ts';
import { HttpError } from '../errors.ts';
import type { OpenedxPorts } from './ports.ts';

const ABSENT_STATUSES: readonly number[] = [404, 403];

export const isAbsentAnswer = (error: unknown, statuses = ABSENT_STATUSES): boolean =>
  error instanceof HttpError && statuses.includes(error.status);

export function sourceIsAbsent(ports: OpenedxPorts, source: StockSource): boolean {
  return sourceVerdict(ports.settings.lmsBaseUrl, source) === 'absent';
}

/** `ask`'s answer, or null without a request once `source` is known absent, or when it proves so now. */
export async function askOptional<T>(
  ports: OpenedxPorts,
  source: StockSource,
  ask: () => Promise<T>,
  absentStatuses = ABSENT_STATUSES,
): Promise<T | null> {
  if (sourceIsAbsent(ports, source)) return null;
  try {
    return await ask();
  } catch (error) {
    if (!isAbsentAnswer(error, absentStatuses)) throw error;
    recordSource(ports.settings.lmsBaseUrl, source, 'absent');
    return null;
  }
}
