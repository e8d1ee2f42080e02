/**
 * Routes for the browser tests only, registered with the test fixtures (ATRIUM_TEST_FIXTURES=1), never
 * on a demo or real server. `POST /__test/expire-jwt` replaces the signed-in browser's JWT with one
 * that expired a minute ago, signed as any other, so a test sees the client renew it at once instead of
 * waiting out the token's lifetime.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { unauthorized } from '../http/errors.ts';
import { mintJwt, viewerFromSession } from './identity.ts';

export const EXPIRE_JWT_PATH = '/__test/expire-jwt';

export function registerTestFixtureRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post(EXPIRE_JWT_PATH, (req, reply) => {
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) throw unauthorized('No valid session: sign in first.');
    mintJwt(ctx, reply, viewer, -60);
    return reply.code(204).send();
  });
}
