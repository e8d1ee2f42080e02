/**
/**
 * Registers every endpoint of the contract's table (an Atrium extension only when it is on): access
 * (JWT / 401), CSRF on unsafe methods for a signed-in caller, query and body validation, ownership of
 * `{username}` data, then the handler; answers are always JSON, those of `session` and `learner`
 * endpoints are never stored by a cache (personal.ts), and answers to a signed-in learner carry their
 * saved language (languagePreference.ts).
 */
import {
  CSRF_HEADER,
  endpoints,
  routerPath,
  USE_JWT_COOKIE_HEADER,
  type Endpoint,
  type EndpointName,
} from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, csrfMatches } from '../auth/csrf.ts';
import { viewerFromJwt } from '../auth/identity.ts';
import type { AppContext, Viewer } from './context.ts';
import { forbidden, HttpError, PERMISSION_DENIED, unauthorized, type PlatformBody } from './errors.ts';
import type { Call, Handlers } from './handler.ts';
import { markPersonal } from './personal.ts';
import { reflectLanguagePreference } from './languagePreference.ts';
import { jsonBody } from './serializedJson.ts';
import { requestOrigin } from './urls.ts';
import { parseOrThrow } from './validate.ts';

/** The real platform's body for a request body Atrium's schema refuses, where it has its own. */
export type InvalidBodyAnswers = Partial<Record<EndpointName, (body: unknown) => PlatformBody>>;

/** Endpoints that change state without a CSRF token: the refresh only trades an HttpOnly cookie. */
const CSRF_EXEMPT: ReadonlySet<EndpointName> = new Set(['refreshToken']);
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function checkAccess(ctx: AppContext, endpoint: Endpoint, req: FastifyRequest): Viewer | null {
  const viewer = viewerFromJwt(ctx, req);
  if (endpoint.access !== 'learner') return viewer;
  const useJwt = req.headers[USE_JWT_COOKIE_HEADER.toLowerCase()];
  if (useJwt !== 'true' || !viewer) throw unauthorized();
  return viewer;
}

function checkContentType(endpoint: Endpoint, req: FastifyRequest): void {
  if (!endpoint.bodyType) return;
  const sent = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (sent !== endpoint.bodyType) {
    throw new HttpError(415, 'unsupported_media_type', `Send the body as ${endpoint.bodyType}.`, {
      detail: `Unsupported media type "${sent ?? ''}" in request.`,
    });
  }
}

/**
 * CSRF as Django REST framework checks it: only for a caller authenticated by cookie (an anonymous
 * read through POST, such as a visitor's discovery search, needs no token). The reasons are Django's.
 */
function checkCsrf(name: EndpointName, endpoint: Endpoint, req: FastifyRequest, viewer: Viewer | null): void {
  if (!viewer || !UNSAFE.has(endpoint.method) || CSRF_EXEMPT.has(name)) return;
  const submitted = req.headers[CSRF_HEADER.toLowerCase()];
  if (csrfMatches(req, submitted)) return;
  const reason = !req.cookies[CSRF_COOKIE]
    ? 'CSRF cookie not set.'
    : submitted
      ? 'CSRF token incorrect.'
      : 'CSRF token missing.';
  throw forbidden('csrf_failed', `Send the CSRF token in the ${CSRF_HEADER} header.`, {
    detail: `CSRF Failed: ${reason}`,
  });
}

/** A learner may read and change only their own data. */
function checkOwner(viewer: Viewer | null, params: Record<string, string>, body: unknown): void {
  const named =
    params.username ?? (body && typeof body === 'object' && 'username' in body ? body.username : undefined);
  if (named !== undefined && viewer && named !== viewer.username) {
    throw forbidden('forbidden', 'You can only access your own account.', { detail: PERMISSION_DENIED });
  }
}

export function sendJson(reply: FastifyReply, status: number, value: unknown): FastifyReply {
  if (status === 204) return reply.code(204).send();
  // Serialised here so that strings (active languages) and null (enrollment status) stay JSON values.
  return reply.code(status).type('application/json; charset=utf-8').send(jsonBody(value));
}

export function registerEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  handlers: Handlers,
  invalidBodyAnswers: InvalidBodyAnswers = {},
  names: readonly EndpointName[] = Object.keys(endpoints) as EndpointName[],
): void {
  for (const name of names) {
    const endpoint: Endpoint = endpoints[name];
    // A platform without the extension has no such URL: the not-found handler answers.
    if (endpoint.extension && !ctx.extensions.has(endpoint.extension)) continue;
    // Called generically: TypeScript 7 cannot call the union of the table's handler types as is (6 can).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const handler = handlers[name] as unknown as (call: Call<Endpoint>) => unknown;
    const invalidBody = invalidBodyAnswers[name];
    app.route({
      method: endpoint.method,
      url: routerPath(endpoint.path),
      handler: async (req, reply) => {
        // Refusals included: a 401 must not be served from a cache to the learner who signs in next.
        if (endpoint.access !== 'public') markPersonal(reply);
        checkContentType(endpoint, req);
        const viewer = checkAccess(ctx, endpoint, req);
        checkCsrf(name, endpoint, req, viewer);
        const params = req.params as Record<string, string>;
        const query = endpoint.query ? parseOrThrow(endpoint.query, req.query, 'query') : undefined;
        const body = endpoint.body
          ? parseOrThrow(endpoint.body, req.body ?? {}, 'body', invalidBody)
          : undefined;
        checkOwner(viewer, params, body);
        const learner = (): Viewer => {
          if (!viewer) throw unauthorized();
          return viewer;
        };
        const result = handler({
          ctx,
          params,
          query,
          body,
          viewer,
          learner,
          origin: requestOrigin(req),
          req,
          reply,
        });
        if (viewer) reflectLanguagePreference(ctx, req, reply, viewer);
        return sendJson(reply, endpoint.status, result);
      },
    });
  }
}
