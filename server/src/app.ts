/** Builds the whole server: API from the contract's table, login, stand-ins, assets and the web app. */
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAssets } from './assets/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { registerTestFixtureRoutes } from './auth/testFixtureRoutes.ts';
import { DEFAULT_LOGIN_THROTTLE, type InstanceSettings, type LoginThrottleSettings } from './config.ts';
import { openDatabase, type Db } from './db/open.ts';
import type { AppContext } from './http/context.ts';
import { registerCompression } from './http/compression.ts';
import { registerEndpoints } from './http/endpoints.ts';
import { frameworkErrors, registerErrorHandler } from './http/errorHandler.ts';
import { registerJsonParsers } from './http/jsonParsers.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerWebApp } from './http/web.ts';
import { registerPaymentPages } from './pages/payment.ts';
import { registerStandIns } from './pages/standins.ts';
import { createRepositories } from './repositories/index.ts';
import { handlers } from './routes/index.ts';
import { JWT_SECRET_SETTING } from './seed/createDatabase.ts';
import { ensureTestFixtures } from './seed/writeBranding.ts';

export interface AppOptions {
  /** An open database, or the path of an existing (seeded) one. */
  db: Db | string;
  jwtLifetimeSeconds: number;
  /** The built web app; null serves the API only. */
  webDist: string | null;
  frontendOrigins: readonly string[];
  instance: InstanceSettings;
  testFixtures: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
  /** Failed sign-ins allowed before 429 (default DEFAULT_LOGIN_THROTTLE). */
  loginThrottle?: LoginThrottleSettings;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const db = typeof options.db === 'string' ? openDatabase(options.db) : options.db;
  const repos = createRepositories(db);
  const jwtSecret = repos.settings.get(JWT_SECRET_SETTING);
  if (!jwtSecret) throw new Error('The database has no JWT secret: create it with createDatabase().');
  if (options.testFixtures) ensureTestFixtures(db);

  const ctx: AppContext = {
    db,
    repos,
    jwtSecret,
    jwtLifetimeSeconds: options.jwtLifetimeSeconds,
    frontendOrigins: options.frontendOrigins,
    instance: options.instance,
    webDist: options.webDist,
    now: options.now ?? (() => new Date()),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: 300 },
    bodyLimit: 256 * 1024,
    frameworkErrors,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSecurityHeaders(app, ctx);
  registerCompression(app);
  registerJsonParsers(app);
  registerErrorHandler(app);
  registerEndpoints(app, ctx, handlers);
  registerAuthRoutes(app, ctx, options.loginThrottle ?? DEFAULT_LOGIN_THROTTLE);
  if (options.testFixtures) registerTestFixtureRoutes(app, ctx);
  registerStandIns(app, ctx);
  registerPaymentPages(app, ctx);
  registerAssets(app);
  await registerWebApp(app, options.webDist);
  // Close the database with the server only when this app opened it.
  if (typeof options.db === 'string') app.addHook('onClose', () => db.close());
  return app;
}
