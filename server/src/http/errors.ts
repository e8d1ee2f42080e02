/**
 * Refusals. Each answers with the body the real platform sends for it: the LMS's own (`{ message }`,
 * `{ field_errors }`), or else Django REST framework's `{ detail }`. With the `error-codes` extension
 * Atrium adds a machine-readable `error` and a `message` beside those keys.
 */

/** A JSON error body as the real platform sends it. */
export type PlatformBody = Readonly<Record<string, unknown>>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** The real platform's body when it is not Django REST framework's `{ detail: message }`. */
    readonly platformBody?: PlatformBody,
  ) {
    super(message);
  }
}

// Django REST framework's texts (rest_framework/exceptions.py): NotAuthenticated, PermissionDenied, NotFound.
export const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
export const PERMISSION_DENIED = 'You do not have permission to perform this action.';
const NOT_FOUND = 'Not found.';

export const badRequest = (code: string, message: string, platformBody?: PlatformBody) =>
  new HttpError(400, code, message, platformBody);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'not_authenticated', message, { detail: NOT_AUTHENTICATED });
export const forbidden = (code: string, message: string, platformBody?: PlatformBody) =>
  new HttpError(403, code, message, platformBody);
export const notFound = (what: string) =>
  new HttpError(404, 'not_found', `${what} was not found.`, { detail: NOT_FOUND });

/** The answer's body: the platform's, with Atrium's `error` and `message` when error codes are on. */
export function errorBody(error: HttpError, errorCodes: boolean): Record<string, unknown> {
  const platform = error.platformBody ?? { detail: error.message };
  if (!errorCodes) return { ...platform };
  const message = typeof platform.message === 'string' ? platform.message : error.message;
  return { ...platform, error: error.code, message };
}
