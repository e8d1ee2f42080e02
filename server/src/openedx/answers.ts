/**
 * The stock endpoints' refusals, in the body each family of LMS views uses (see
 * contract/src/openedx/errors.ts): `developer_message` for the Course API, `message` for the
 * Enrollment API, `detail` for Django REST framework's own refusals, `error` for course discovery and
 * plain text for Django form views.
 */
import type { FastifyReply } from 'fastify';
import type * as z from 'zod/mini';

export type Dialect = 'developer' | 'enrollment' | 'drf' | 'search' | 'django';

/** A finished stock answer, thrown by a handler or the registration and sent as it is. */
export class StockAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly kind: 'json' | 'text' = 'json',
  ) {
    super(`stock answer ${status}`);
  }

  send(reply: FastifyReply): FastifyReply {
    if (this.kind === 'text')
      return reply.code(this.status).type('text/html; charset=utf-8').send(String(this.body));
    // An empty JSON answer (the enrollment status of someone never enrolled) has no body at all.
    const body = this.body === null ? '' : JSON.stringify(this.body);
    return reply.code(this.status).type('application/json').send(body);
  }
}

export const jsonAnswer = (status: number, body: unknown) => new StockAnswer(status, body);
export const textAnswer = (status: number, text: string) => new StockAnswer(status, text, 'text');

const NOT_SIGNED_IN = 'Authentication credentials were not provided.';
const DJANGO_CSRF_PAGE =
  '<!doctype html><title>403 Forbidden</title><h1>Forbidden (403)</h1><p>CSRF verification failed. Request aborted.</p>';

/** A visitor calling a signed-in view: DRF answers 401; a Django form view, 403 with no body. */
export function notSignedIn(dialect: Dialect): StockAnswer {
  if (dialect === 'django') return textAnswer(403, '');
  if (dialect === 'developer') return jsonAnswer(401, { developer_message: NOT_SIGNED_IN });
  return jsonAnswer(401, { detail: NOT_SIGNED_IN });
}

/** A missing or wrong CSRF token: Django's middleware page, or DRF's message. */
export function csrfFailed(dialect: Dialect): StockAnswer {
  if (dialect === 'django' || dialect === 'search') return textAnswer(403, DJANGO_CSRF_PAGE);
  return jsonAnswer(403, { detail: 'CSRF Failed: CSRF token missing.' });
}

export function refused(dialect: Dialect, status: number, message: string): StockAnswer {
  switch (dialect) {
    case 'developer':
      return jsonAnswer(status, { developer_message: message });
    case 'enrollment':
      return jsonAnswer(status, { message });
    case 'search':
      return jsonAnswer(status, { error: message });
    case 'django':
      return textAnswer(status, message);
    case 'drf':
      return jsonAnswer(status, { detail: message });
  }
}

/** A 400 for input the contract schema refused; the Course API names each field. */
export function invalidInput(dialect: Dialect, issues: readonly z.core.$ZodIssue[]): StockAnswer {
  const fieldOf = (issue: z.core.$ZodIssue) => String(issue.path[0] ?? 'non_field_errors');
  if (dialect === 'developer') {
    const fieldErrors: Record<string, { developer_message: string }> = {};
    for (const issue of issues) fieldErrors[fieldOf(issue)] ??= { developer_message: issue.message };
    return jsonAnswer(400, { field_errors: fieldErrors });
  }
  const first = issues[0];
  return refused(dialect, 400, first ? `${fieldOf(first)}: ${first.message}` : 'Invalid request.');
}
