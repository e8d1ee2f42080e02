import { HttpError } from '../../api/errors.ts';

/** The server says the thing does not exist: the page shows not-found at the same URL. */
export const isNotFound = (error: unknown): boolean => error instanceof HttpError && error.status === 404;
