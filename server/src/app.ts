/** Builds the whole server: API from the contract's table, login, stand-ins, assets and the web app. */
import {
  DEFAULT_PLATFORM_API,
  EXTENSIONS,
  NEWEST_OPENEDX_RELEASE,
  type Extension,
  type OpenedxRelease,
  type PlatformApi,
} from '@atrium/contract';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAssets } from './assets/routes.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { createRateLimits } from './auth/rateLimit.ts';
import {
  DEFAULT_ALLOWED_HOSTS,
  DEFAULT_RATE_LIMITS,
  type InstanceSettings,
  type SecondWebApp,
  type ServerRendering,
  type RateLimitSettings,
} from './config.ts';
import { registerTestFixtureRoutes } from './auth/testFixtureRoutes.ts';
import { openDatabase, type Db } from './db/open.ts';
import type { AppContext } from './http/context.ts';
import { registerCompression } from './http/compression.ts';
import {
  capConnectionsPerAddress,
  DEFAULT_CONNECTION_LIMITS,
  httpServerOptions,
  type ConnectionLimits,
} from './http/connections.ts';
import { registerEndpoints } from './http/endpoints.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errorHandler.ts';
import { registerAllowedHosts } from './http/hosts.ts';
import { registerFormParsers } from './http/formParsers.ts';
import { registerJsonParsers } from './http/jsonParsers.ts';
import { registerPersonalAnswers } from './http/personal.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerWebApp } from './http/web.ts';
import { mainEndpointNames, registerOpenedxRoutes } from './openedx/index.ts';
import { registerPaymentPages } from './pages/payment.ts';
import { registerStandIns } from './pages/standins.ts';
import { createRepositories } from './repositories/index.ts';
import { handlers, invalidBodyAnswers } from './routes/index.ts';
import { JWT_SECRET_SETTING } from './seed/createDatabase.ts';
import { ensureTestFixtures } from './seed/writeBranding.ts';

export interface AppOptions {
  /** An open database, or the path of an existing (seeded) one. */
  db: Db | string;
  jwtLifetimeSeconds: number;
  /** The built web app; null serves the API only. */
  webDist: string | null;
  /** Another build of the web app, served under its path (default none). */
  secondWebApp?: SecondWebApp | null;
  /** Public pages rendered on the server (default none: the app's shell, as a static deployment). */
  serverRendering?: ServerRendering | null;
  frontendOrigins: readonly string[];
  instance: InstanceSettings;
  testFixtures: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The clock (tests move it to expire tokens). */
  now?: () => Date;
  /** Sign-in, registration and activation e-mail limits (default DEFAULT_RATE_LIMITS). */
  limits?: RateLimitSettings;
  /** Reverse proxies whose X-Forwarded-* headers are believed (default none: the socket's address). */
  trustProxy?: readonly string[];
  /** Time-outs and connections per client address (default DEFAULT_CONNECTION_LIMITS). */
  connectionLimits?: ConnectionLimits;
  /** Host names answered for (default DEFAULT_ALLOWED_HOSTS); any other Host header is a 400. */
  allowedHosts?: readonly string[];
  /** Every cookie carries `Secure` (default: only on requests that came over HTTPS). */
  secureCookies?: boolean;
  /** The Atrium extensions to offer (default all). */
  extensions?: ReadonlySet<Extension>;
  /** The dialect spoken (default admin-console); openedx serves no /admin-console/ path. */
  platformApi?: PlatformApi;
  /** The stock release imitated (default the newest). */
  openedxRelease?: OpenedxRelease;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const db = typeof options.db === 'string' ? openDatabase(options.db) : options.db;
  const repos = createRepositories(db);
  const jwtSecret = repos.settings.get(JWT_SECRET_SETTING);
  if (!jwtSecret) throw new Error('The database has no JWT secret: create it with createDatabase().');
  if (options.testFixtures) ensureTestFixtures(db);

  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    db,
    repos,
    jwtSecret,
    jwtLifetimeSeconds: options.jwtLifetimeSeconds,
    frontendOrigins: options.frontendOrigins,
    instance: options.instance,
    webDist: options.webDist,
    secondWebApp: options.secondWebApp ?? null,
    serverRendering: options.serverRendering ?? null,
    extensions: options.extensions ?? new Set(EXTENSIONS),
    now,
    limits: createRateLimits(options.limits ?? DEFAULT_RATE_LIMITS, now),
    platformApi: options.platformApi ?? DEFAULT_PLATFORM_API,
    openedxRelease: options.openedxRelease ?? NEWEST_OPENEDX_RELEASE,
  };

  const limits = options.connectionLimits ?? DEFAULT_CONNECTION_LIMITS;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: 300 },
    bodyLimit: 256 * 1024,
    // Fastify's own time-outs are off by default; Node's, set here, are what a server facing clients needs.
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: httpServerOptions(limits),
    frameworkErrors,
    clientErrorHandler,
    // Only a named proxy may say who the client is (X-Forwarded-For) and how it came (-Proto, -Host).
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  });
  capConnectionsPerAddress(app.server, limits.perAddress, options.trustProxy ?? []);
  // `auto`: Secure when the request came over HTTPS, as a trusted proxy's X-Forwarded-Proto may say.
  await app.register(fastifyCookie, { parseOptions: { secure: options.secureCookies ? true : 'auto' } });
  registerFormParsers(app);
  registerSecurityHeaders(app, ctx);
  registerAllowedHosts(app, options.allowedHosts ?? DEFAULT_ALLOWED_HOSTS);
  registerPersonalAnswers(app);
  registerCompression(app);
  registerJsonParsers(app);
  registerErrorHandler(app, ctx);
  registerEndpoints(app, ctx, handlers, invalidBodyAnswers, mainEndpointNames(ctx.platformApi));
  registerOpenedxRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  if (options.testFixtures) registerTestFixtureRoutes(app, ctx);
  registerStandIns(app, ctx);
  registerPaymentPages(app, ctx);
  registerAssets(app, repos);
  await registerWebApp(app, ctx);
  // Close the database with the server only when this app opened it.
  if (typeof options.db === 'string') app.addHook('onClose', () => db.close());
  return app;
}
