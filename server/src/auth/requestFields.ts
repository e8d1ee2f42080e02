/** Reading the sign-in and registration forms and the `next` query without trusting their shape. */
import type { FastifyRequest } from 'fastify';

export type Form = Record<string, unknown>;

/** The parsed body when it is an object (a form or JSON object); anything else reads as empty. */
export const formOf = (req: FastifyRequest): Form =>
  req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Form) : {};

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `next` (or Open edX's `redirect_url`) from the query string. */
export const nextOf = (req: FastifyRequest): string => {
  const q = req.query as Record<string, unknown>;
  return str(q.next) || str(q.redirect_url);
};

/** A client that asked for JSON (and not for a page) gets JSON refusals instead of the re-rendered form. */
export function wantsJson(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}
