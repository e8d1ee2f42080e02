/** One call's inputs, as the client passes them around. */
import type { QueryValue } from './url.ts';

export interface Request {
  /** Set on the one retry after renewing a refused token. */
  renewed?: boolean;
  params?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  signal?: AbortSignal;
}
