/** Typed failures of the API client: every section can tell "signed out" from "broken". */
import type { EndpointName } from '@atrium/contract';

/**
 * The server answered with an unexpected status. `code` is Atrium's `error` field (the `error-codes`
 * extension), if any; `body` the answer's JSON body (null when it was not JSON), whose words the
 * screens that show them read with platformText.ts.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly endpoint: EndpointName,
    readonly status: number,
    readonly code: string | null = null,
    readonly body: unknown = null,
  ) {
    super(`${endpoint} answered HTTP ${status}${code ? ` (${code})` : ''}`);
  }
}

/** The answer does not match the contract; `path` names the first failing field ('' = the whole body). */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpoint: EndpointName,
    readonly path: string,
    detail: string,
  ) {
    super(`${endpoint} answered an unexpected shape at ${path || '(root)'}: ${detail}`);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly endpoint: EndpointName,
    options?: { cause?: unknown },
  ) {
    super(`${endpoint} could not be reached`, options);
  }
}

/** A learner call was made while nobody is signed in (no JWT, and the refresh answered 401). */
export class UnauthenticatedError extends Error {
  override readonly name = 'UnauthenticatedError';
  constructor(readonly endpoint: EndpointName) {
    super(`${endpoint} needs a signed-in learner`);
  }
}

/** Errors that a second attempt cannot fix: the spec's one retry is spent only on the others. */
export function isPermanentError(error: unknown): boolean {
  if (error instanceof HttpError)
    return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
  return error instanceof ContractError || error instanceof UnauthenticatedError;
}

/** The server says the thing does not exist: the page shows not-found at the same URL. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
