/**
 * Registers a stock endpoint of the contract's `openedxEndpoints` table the way the LMS serves it:
 * who is asking (JWT cookies or the session for REST views, the session only for Django form views),
 * CSRF on unsafe methods (the form field counts too), a form view's fields read from a urlencoded or
 * multipart body alike (http/formParsers.ts), the query and body checked against the contract's
 * schemas, and every refusal in the body of the endpoint's family (answers.ts).
 */
import {
  CSRF_HEADER,
  openedxEndpoints,
  routerPath,
  USE_JWT_COOKIE_HEADER,
  type Endpoint,
  type OpenedxEndpointName,
  type OpenedxEndpoints,
} from '@atrium/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { readJwtCookies } from '../auth/cookies.ts';
import { CSRF_FORM_FIELD, csrfMatches } from '../auth/csrf.ts';
import { viewerFromJwt, viewerFromSession } from '../auth/identity.ts';
import type { AppContext, Viewer } from '../http/context.ts';
import { isFormRequest } from '../http/formParsers.ts';
import { markPersonal } from '../http/personal.ts';
import { requestOrigin } from '../http/urls.ts';
import { csrfFailed, invalidInput, notSignedIn, refused, StockAnswer, type Dialect } from './answers.ts';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

export interface StockCall<N extends OpenedxEndpointName> {
  ctx: AppContext;
  params: Record<string, string>;
  query: Parsed<OpenedxEndpoints[N]['query']>;
  body: Parsed<OpenedxEndpoints[N]['body']>;
  viewer: Viewer | null;
  /** The viewer of a `learner` endpoint (the registration has refused visitors already). */
  learner: () => Viewer;
  origin: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface StockRoute<N extends OpenedxEndpointName> {
  dialect: Dialect;
  /** Router paths, when not the contract's path (a segment that holds two parameters). */
  urls?: readonly string[];
  /** The 400 for a query or body the schema refuses, when the view words it its own way. */
  invalid?: (issues: readonly z.core.$ZodIssue[]) => StockAnswer;
  /**
   * When this call's answer is the same for everyone, so that a cache may keep it (a public read that
   * names no person). Every other answer, and every refusal, is personal (`no-store`, `Vary: Cookie`):
   * each stock route reads the session, so a route that says nothing is personal.
   */
  shared?: (call: StockCall<N>) => boolean;
  /** The wire answer (JSON, or text for `responseType: 'text'`); a refusal is a thrown StockAnswer. */
  handle: (call: StockCall<N>) => z.input<OpenedxEndpoints[N]['response']>;
}

/** The contract's name for a Django form body; the server reads multipart too. */
const FORM_BODY = 'application/x-www-form-urlencoded';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Course discovery and `change_enrollment` are plain Django views, not REST framework ones. */
const isDjangoView = (dialect: Dialect) => dialect === 'django' || dialect === 'search';

/** Django's `request.POST`: fields of a form body in either encoding (http/formParsers.ts), else none. */
const formFields = (req: FastifyRequest): Record<string, unknown> =>
  isFormRequest(req) && req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

/** `request.POST.get(key)`: the last value sent under a repeated key. */
const lastOf = (value: unknown) => (Array.isArray(value) ? (value.at(-1) as unknown) : value);

/**
 * REST views try the JWT cookies first (sent with `USE-JWT-COOKIE`), then the session; a JWT that is
 * there but invalid is a refusal, not a fall-back. Django form views know only the session.
 */
function identify(ctx: AppContext, dialect: Dialect, req: FastifyRequest): Viewer | null {
  if (isDjangoView(dialect)) return viewerFromSession(ctx, req);
  const useJwt = req.headers[USE_JWT_COOKIE_HEADER.toLowerCase()] === 'true';
  if (useJwt && readJwtCookies(req)) {
    const viewer = viewerFromJwt(ctx, req);
    if (!viewer) throw notSignedIn(dialect);
    return viewer;
  }
  return viewerFromSession(ctx, req);
}

function checkCsrf(dialect: Dialect, req: FastifyRequest, viewer: Viewer | null): void {
  if (!UNSAFE.has(req.method)) return;
  // Django checks every unsafe request; REST views only those authenticated by a cookie.
  const checked = isDjangoView(dialect) || viewer !== null;
  const submitted = req.headers[CSRF_HEADER.toLowerCase()] ?? lastOf(formFields(req)[CSRF_FORM_FIELD]);
  if (checked && !csrfMatches(req, submitted)) throw csrfFailed(dialect);
}

function parse<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  fail: (issues: readonly z.core.$ZodIssue[]) => StockAnswer,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fail(result.error.issues);
  return result.data;
}

/** Errors Fastify raises before the handler (a body it cannot parse, an unknown content type). */
function frameworkRefusal(dialect: Dialect, error: FastifyError): StockAnswer | null {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 500
    ? refused(dialect, status, error.message)
    : null;
}

export function registerStockRoute<N extends OpenedxEndpointName>(
  app: FastifyInstance,
  ctx: AppContext,
  name: N,
  route: StockRoute<N>,
): void {
  const endpoint: Endpoint = openedxEndpoints[name];
  const { dialect } = route;
  const fail = route.invalid ?? ((issues) => invalidInput(dialect, issues));
  for (const url of route.urls ?? [routerPath(endpoint.path)]) {
    app.route({
      method: endpoint.method,
      url,
      errorHandler(error: FastifyError | StockAnswer, req, reply) {
        let answer = error instanceof StockAnswer ? error : frameworkRefusal(dialect, error);
        if (!answer) {
          req.log.error(error);
          answer = refused(dialect, 500, 'Something went wrong on the server.');
        }
        markPersonal(reply);
        void answer.send(reply);
      },
      handler: (req, reply) => {
        // Django's CSRF middleware runs before the view; REST views check it while authenticating.
        if (isDjangoView(dialect)) checkCsrf(dialect, req, null);
        const viewer = identify(ctx, dialect, req);
        if (endpoint.access === 'learner' && !viewer) throw notSignedIn(dialect);
        if (!isDjangoView(dialect)) checkCsrf(dialect, req, viewer);
        // A form view reads `request.POST`: fields of a form body, urlencoded or multipart, whatever else
        // was sent; so every stock form route takes both encodings, as Django does.
        const rawBody = endpoint.bodyType === FORM_BODY ? formFields(req) : (req.body ?? {});
        const query = endpoint.query ? parse(endpoint.query, req.query, fail) : undefined;
        const body = endpoint.body ? parse(endpoint.body, rawBody, fail) : undefined;
        const learner = () => {
          if (!viewer) throw notSignedIn(dialect);
          return viewer;
        };
        const call: StockCall<N> = {
          ctx,
          params: req.params as Record<string, string>,
          query: query as StockCall<N>['query'],
          body: body as StockCall<N>['body'],
          viewer,
          learner,
          origin: requestOrigin(req),
          req,
          reply,
        };
        if (!route.shared?.(call)) markPersonal(reply);
        const result = route.handle(call);
        if (endpoint.responseType === 'text')
          return reply
            .code(200)
            .type('text/html; charset=utf-8')
            .send(typeof result === 'string' ? result : '');
        return new StockAnswer(200, result ?? null).send(reply);
      },
    });
  }
}
