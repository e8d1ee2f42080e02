/** A fresh small database and app per test file, a cookie jar, and calls shaped like the web client's. */
import {
  CSRF_HEADER,
  endpoints,
  USE_JWT_COOKIE_HEADER,
  type DiscoveryQuery,
  type EndpointName,
  type Extension,
  type OpenedxRelease,
  type PlatformApi,
} from '@atrium/contract';
import Database from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type * as z from 'zod/mini';
import { buildApp, type AppOptions } from '../app.ts';
import { DEFAULT_RATE_LIMITS, type InstanceSettings, type RateLimitSettings } from '../config.ts';
import type { Db } from '../db/open.ts';
import { ARCHETYPES } from '../seed/archetypes.ts';
import { createDatabase } from '../seed/createDatabase.ts';

export const FRONTEND = 'http://localhost:5173';
export const JWT_LIFETIME = 60;

export const INSTANCE: InstanceSettings = {
  platformName: 'Atrium Test Academy',
  hasBilling: true,
  tpaOnly: false,
  tpaQueryParam: '',
  gtmId: null,
  logoUrl: null,
  faviconUrl: null,
  allowPublicAccountCreation: true,
};

/**
 * The default limits, except that one address may sign in and register as often as a test file needs
 * (every request of inject comes from 127.0.0.1). The limits themselves: test/loginThrottle.isolated.test.ts.
 */
export const TEST_LIMITS: RateLimitSettings = {
  ...DEFAULT_RATE_LIMITS,
  signInsPerAddress: 100_000,
  registrationsPerAddress: 100_000,
};

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** Moves the server's clock (JWT expiry, enrollment windows). */
  advance(seconds: number): void;
  /** The server's clock. */
  now(): Date;
}

export async function startServer(
  options: {
    courses?: number;
    /**
     * Start from a copy of this database (another server's `db.serialize()`) instead of seeding a new
     * one: milliseconds instead of a second, so a file whose tests change data can give each its own.
     */
    seeded?: Buffer;
    webDist?: string | null;
    instance?: Partial<InstanceSettings>;
    /** The test-only content and routes (default true). */
    testFixtures?: boolean;
    limits?: Partial<RateLimitSettings>;
    /** The Atrium extensions on (default all). */
    extensions?: ReadonlySet<Extension>;
    platformApi?: PlatformApi;
    openedxRelease?: OpenedxRelease;
  } = {},
): Promise<TestServer> {
  const testFixtures = options.testFixtures ?? true;
  let now = Date.now();
  const db = options.seeded
    ? copyOf(options.seeded)
    : createDatabase(':memory:', { courses: options.courses ?? 60, testFixtures, now: new Date(now) });
  const app = await buildApp(
    appOptions(db, {
      webDist: options.webDist ?? null,
      frontendOrigins: [FRONTEND],
      instance: { ...INSTANCE, ...options.instance },
      testFixtures,
      now: () => new Date(now),
      limits: { ...TEST_LIMITS, ...options.limits },
      ...(options.extensions && { extensions: options.extensions }),
      platformApi: options.platformApi,
      ...(options.openedxRelease && { openedxRelease: options.openedxRelease }),
    }),
  );
  return { app, db, advance: (seconds) => void (now += seconds * 1000), now: () => new Date(now) };
}

/**
 * The options of an app on `db` for a test that builds its own: the API only, no front-end origin, no
 * test fixtures, the test instance and limits; `overrides` replaces any of them.
 */
export function appOptions(db: AppOptions['db'], overrides: Partial<AppOptions> = {}): AppOptions {
  return {
    db,
    jwtLifetimeSeconds: JWT_LIFETIME,
    webDist: null,
    frontendOrigins: [],
    instance: INSTANCE,
    testFixtures: false,
    limits: TEST_LIMITS,
    ...overrides,
  };
}

function copyOf(seeded: Buffer): Db {
  const db = new Database(seeded);
  db.pragma('foreign_keys = ON');
  return db;
}

/** Cookies as a browser keeps them: set by answers, sent with later requests. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies) {
      if (
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() < Date.now())
      )
        this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }
  copy(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

export async function csrfFor(app: FastifyInstance, jar: CookieJar): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/csrf/api/v1/token',
    headers: { cookie: jar.header },
  });
  jar.take(response);
  return response.json<{ csrfToken: string }>().csrfToken;
}

export interface FormOptions {
  /** The CSRF token field (default: one asked for with the jar first, as the form's page would hold). */
  csrfToken?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/** Posts an HTML form as a browser does: the jar's cookies, a CSRF token field; keeps what it sets. */
export async function postForm(
  app: FastifyInstance,
  path: string,
  jar: CookieJar,
  fields: Record<string, string>,
  options: FormOptions = {},
): Promise<LightMyRequestResponse> {
  const token = options.csrfToken ?? (await csrfFor(app, jar));
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    headers: { cookie: jar.header, 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams({ csrfmiddlewaretoken: token, ...fields }).toString(),
  });
  jar.take(response);
  return response;
}

/** Signs `username` in, into `jar` when one is given (a jar made before the server started). */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = 'atrium-demo',
  jar = new CookieJar(),
): Promise<CookieJar> {
  const response = await postForm(app, '/login', jar, { login: username, password, next: '/' });
  expect(response.statusCode, response.body).toBe(303);
  return jar;
}

export interface CallOptions {
  jar?: CookieJar;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Send the CSRF token on unsafe methods (default true). */
  csrf?: boolean;
}

/** Calls an endpoint of the contract table the way the web client does. */
export async function call(
  app: FastifyInstance,
  name: EndpointName,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const endpoint = endpoints[name];
  const jar = options.jar ?? new CookieJar();
  let path: string = endpoint.path;
  for (const [key, value] of Object.entries(options.params ?? {}))
    path = path.replace(`{${key}}`, encodeURIComponent(value));
  const query = new URLSearchParams(
    Object.entries(options.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const headers: Record<string, string> = { [USE_JWT_COOKIE_HEADER]: 'true', ...options.headers };
  if (endpoint.method !== 'GET' && options.csrf !== false) headers[CSRF_HEADER] = await csrfFor(app, jar);
  if (jar.header) headers.cookie = jar.header;
  const hasBody = options.body !== undefined;
  if (hasBody) headers['content-type'] ??= endpoint.bodyType ?? 'application/json';
  const response = await app.inject({
    method: endpoint.method,
    url: query ? `${path}?${query}` : path,
    headers,
    ...(hasBody && {
      payload: typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
    }),
  });
  jar.take(response);
  return response;
}

/** The answer parsed with the endpoint's response schema; fails the test when it does not parse. */
export function parsed<N extends EndpointName>(
  name: N,
  response: LightMyRequestResponse,
): z.output<(typeof endpoints)[N]['response']> {
  expect(response.statusCode, response.body).toBe(endpoints[name].status);
  const result = endpoints[name].response.safeParse(response.body === '' ? undefined : response.json());
  if (!result.success) throw new Error(`${name}: ${JSON.stringify(result.error.issues).slice(0, 800)}`);
  return result.data as z.output<(typeof endpoints)[N]['response']>;
}

/** A discovery search as the web client posts it, its answer parsed. */
export async function discover(
  app: FastifyInstance,
  body: DiscoveryQuery,
  query: CallOptions['query'] = {},
): Promise<z.output<(typeof endpoints)['discoverySearch']['response']>> {
  return parsed('discoverySearch', await call(app, 'discoverySearch', { body, query }));
}

/** A JSON error answer with the given status, in the `{ error, message }` shape. */
export function expectError(response: LightMyRequestResponse, status: number, code?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ error?: unknown; message?: unknown }>();
  expect(typeof body.error).toBe('string');
  expect(typeof body.message).toBe('string');
  if (code) expect(body.error).toBe(code);
}

/** An answer no cache may store: `Cache-Control: no-store` and `Cookie` among the Vary headers. */
export function expectPersonal(response: LightMyRequestResponse): void {
  expect(response.headers['cache-control'], response.body).toBe('no-store');
  const vary = (response.headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase());
  expect(vary).toContain('cookie');
}

/** Enrolls the jar's learner in a named seed course, as the web client asks. */
export function enrollIn(
  server: Pick<TestServer, 'app' | 'db'>,
  jar: CookieJar,
  key: string,
): Promise<LightMyRequestResponse> {
  const courseKey = fixtureCourse(server.db, key).courseKey;
  return call(server.app, 'enroll', { jar, body: { course_details: { course_id: courseKey } } });
}

/** How many courses `username` is enrolled in now, as the database says. */
export function activeEnrollmentCount(db: Db, username: string): number {
  return db
    .prepare(
      'SELECT count(*) FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.username = ? AND e.is_active = 1',
    )
    .pluck()
    .get(username) as number;
}

/** The slug and course key of a named seed course (see seed/archetypes.ts). */
export function fixtureCourse(db: Db, key: string): { slug: string; courseKey: string; id: number } {
  const index = ARCHETYPES.findIndex((a) => a.key === key);
  if (index < 0) throw new Error(`no archetype ${key}`);
  const row = db.prepare('SELECT id, slug, course_key FROM courses WHERE id = ?').get(index + 1) as
    { id: number; slug: string; course_key: string } | undefined;
  if (!row) throw new Error(`archetype ${key} not seeded`);
  return { slug: row.slug, courseKey: row.course_key, id: row.id };
}
