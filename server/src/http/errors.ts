/** The one error shape every JSON answer uses: `{ error, message }` with a 4xx status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, 'not_authenticated', message);
export const forbidden = (code: string, message: string) => new HttpError(403, code, message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} was not found.`);

export interface ErrorBody {
  error: string;
  message: string;
}
