/**
 * What a program URL shows when there is no program to show. The program endpoint is an Atrium
 * extension (`programs`): without it there is nothing to ask, and on a platform that answers it
 * otherwise (Django's HTML 404, another status, a body of another shape) the program does not exist
 * there either. Only an unreachable platform is worth a Retry.
 */
import { NetworkError } from '../../api/errors.ts';

export type ProgramFailure = 'notFound' | 'retry';

export function programFailure(hasProgramPages: boolean, error: unknown): ProgramFailure | null {
  if (!hasProgramPages) return 'notFound';
  if (error === null || error === undefined) return null;
  return error instanceof NetworkError ? 'retry' : 'notFound';
}
