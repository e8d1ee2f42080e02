/**
 * Registers every endpoint of the contract's table: access (JWT / 401), CSRF on unsafe methods, query
 * and body validation, ownership of `{username}` data, then the handler; answers are always JSON.
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
import { csrfMatches } from '../auth/csrf.ts';
import { viewerFromJwt } from '../auth/identity.ts';
import type { AppContext, Viewer } from './context.ts';
import { forbidden, HttpError, unauthorized } from './errors.ts';
import type { Call, Handlers } from './handler.ts';
import { jsonBody } from './serializedJson.ts';
import { requestOrigin } from './urls.ts';
import { parseOrThrow } from './validate.ts';

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
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (type !== endpoint.bodyType) {
    throw new HttpError(415, 'unsupported_media_type', `Send the body as ${endpoint.bodyType}.`);
  }
}

/** A learner may read and change only their own data. */
function checkOwner(viewer: Viewer | null, params: Record<string, string>, body: unknown): void {
  const named =
    params.username ?? (body && typeof body === 'object' && 'username' in body ? body.username : undefined);
  if (named !== undefined && viewer && named !== viewer.username) {
    throw forbidden('forbidden', 'You can only access your own account.');
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
  names: readonly EndpointName[] = Object.keys(endpoints) as EndpointName[],
): void {
  for (const name of names) {
    const endpoint: Endpoint = endpoints[name];
    // Called generically: TypeScript 7 cannot call the union of the table's handler types as is (6 can).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    const handler = handlers[name] as unknown as (call: Call<Endpoint>) => unknown;
    app.route({
      method: endpoint.method,
      url: routerPath(endpoint.path),
      handler: async (req, reply) => {
        checkContentType(endpoint, req);
        const viewer = checkAccess(ctx, endpoint, req);
        if (
          UNSAFE.has(endpoint.method) &&
          !CSRF_EXEMPT.has(name) &&
          !csrfMatches(req, req.headers[CSRF_HEADER.toLowerCase()])
        ) {
          throw forbidden('csrf_failed', `Send the CSRF token in the ${CSRF_HEADER} header.`);
        }
        const params = req.params as Record<string, string>;
        const query = endpoint.query ? parseOrThrow(endpoint.query, req.query, 'query') : undefined;
        const body = endpoint.body ? parseOrThrow(endpoint.body, req.body ?? {}, 'body') : undefined;
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
        return sendJson(reply, endpoint.status, result);
      },
    });
  }
}
