/**
 * Every `learner` endpoint of the contract's table × every kind of caller: only the owner, with a valid
 * JWT (and the CSRF token on unsafe methods), succeeds. Driven by the table: a new learner endpoint gets
 * every refusal case as it is; its owner case fails until it has a sample below (a real course, a body).
 */
import { endpoints, type Endpoint, type EndpointName } from '@atrium/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expiredJar, forgedJar, tamperedJar } from './credentials.ts';
import { databaseDigest } from './dbDigest.ts';
import {
  call,
  CookieJar,
  expectError,
  expectPersonal,
  fixtureCourse,
  parsed,
  signIn,
  startServer,
  type CallOptions,
  type TestServer,
} from './harness.ts';

interface Sample {
  /** Path parameters other than `{username}` (always the owner's). */
  params?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Puts the owner's data in the state the call needs to succeed. */
  prepare?: (owner: CookieJar) => Promise<void>;
}

const OWNER = 'learner';
const OTHER = 'graduate';
const UNSAFE = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

let server: TestServer;
let owner: CookieJar;
let other: CookieJar;
const key = (archetype: string) => fixtureCourse(server.db, archetype).courseKey;
const callAs = (jar: CookieJar, name: EndpointName, options: CallOptions) =>
  call(server.app, name, { ...options, jar });

const SAMPLES: Partial<Record<EndpointName, () => Sample>> = {
  userAccount: () => ({}),
  updatePreferences: () => ({ body: { 'pref-lang': 'fr' } }),
  sendActivationEmail: () => ({}),
  enrollmentList: () => ({}),
  enrollmentStatus: () => ({ params: { course_id: key('visited-current') } }),
  enroll: () => ({
    body: { course_details: { course_id: key('python') } },
    prepare: async (jar: CookieJar) => {
      await callAs(jar, 'unenroll', { body: { course_id: key('python') } });
    },
  }),
  unenroll: () => ({
    body: { course_id: key('python') },
    prepare: async (jar: CookieJar) => {
      await callAs(jar, 'enroll', { body: { course_details: { course_id: key('python') } } });
    },
  }),
  prereqStatus: () => ({ params: { course_slug: fixtureCourse(server.db, 'prerequisite').slug } }),
  createTransaction: () => ({ body: { course_id: key('paid-usd'), username: OWNER } }),
  outbox: () => ({}),
};

const learnerEndpoints = (Object.keys(endpoints) as EndpointName[]).filter(
  (name) => endpoints[name].access === 'learner',
);
const sampleOf = (name: EndpointName): Sample => SAMPLES[name]?.() ?? {};

beforeAll(async () => {
  server = await startServer();
  owner = await signIn(server.app, OWNER);
  other = await signIn(server.app, OTHER);
});

const totalChanges = () => (server.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

/** The owner's rows in every table that holds a learner's data. */
function ownerRows(): string {
  const id = 1;
  const tables = ['users', 'user_preferences', 'enrollments', 'outbox', 'transactions', 'sessions'];
  return JSON.stringify(
    tables.map((t) =>
      server.db.prepare(`SELECT * FROM ${t} WHERE ${t === 'users' ? 'id' : 'user_id'} = ?`).all(id),
    ),
  );
}

function optionsFor(name: EndpointName): CallOptions {
  const sample = sampleOf(name);
  // Every placeholder is filled (a made-up value unless the sample names a real one), `{username}` by the owner.
  const params: Record<string, string> = {};
  for (const [, placeholder = ''] of endpoints[name].path.matchAll(/\{([a-z_]+)\}/g))
    params[placeholder] = placeholder === 'username' ? OWNER : (sample.params?.[placeholder] ?? 'x');
  return { params, ...(sample.body && { body: sample.body }) };
}

/** Whether the request names whose data it is: a `{username}` path or a `username` body field. */
function namesItsUser(name: EndpointName): boolean {
  const endpoint: Endpoint = endpoints[name];
  const shape = endpoint.body && 'shape' in endpoint.body ? (endpoint.body.shape as object) : {};
  return endpoint.path.includes('{username}') || 'username' in shape;
}

describe('auth matrix of the learner endpoints', () => {
  it('covers every learner endpoint of the table', () => {
    expect(learnerEndpoints.length).toBeGreaterThanOrEqual(10);
    // No stale samples: each names a learner endpoint of the table.
    for (const name of Object.keys(SAMPLES)) expect(learnerEndpoints).toContain(name);
  });

  describe.each(learnerEndpoints)('%s', (name) => {
    const unsafe = UNSAFE.has(endpoints[name].method);
    /** A refused call: the exact status and code, and not one row written. */
    async function refused(send: () => Promise<LightMyRequestResponse>, status: number, code: string) {
      const before = totalChanges();
      expectError(await send(), status, code);
      expect(totalChanges()).toBe(before);
    }

    // Whatever their order, the refusals leave every table as it was: checked once all have run. The
    // calls that may write (another learner's, the owner's) run outside this block.
    describe('refusals', () => {
      let digest = '';
      beforeAll(() => {
        digest = databaseDigest(server.db);
      });
      afterAll(() => {
        expect(databaseDigest(server.db), 'a refused call changed the database').toBe(digest);
      });

      it('answers 401 to a visitor', () =>
        refused(() => callAs(new CookieJar(), name, optionsFor(name)), 401, 'not_authenticated'));

      it('answers a visitor in an answer no cache stores', async () => {
        expectPersonal(await callAs(new CookieJar(), name, optionsFor(name)));
      });

      it('answers 401 to an expired token', () =>
        refused(
          () => callAs(expiredJar(server.db, owner), name, optionsFor(name)),
          401,
          'not_authenticated',
        ));

      it('answers 401 to a forged signature', () =>
        refused(() => callAs(forgedJar(owner), name, optionsFor(name)), 401, 'not_authenticated'));

      it("answers 401 to another learner's signature on the owner's claims", () =>
        refused(() => callAs(tamperedJar(other, owner), name, optionsFor(name)), 401, 'not_authenticated'));

      it('answers 401 without the USE-JWT-COOKIE header', () =>
        refused(
          () => callAs(owner, name, { ...optionsFor(name), headers: { 'USE-JWT-COOKIE': 'false' } }),
          401,
          'not_authenticated',
        ));

      if (unsafe) {
        it('answers 403 to the owner without the CSRF token, and 401 first to a visitor without it', async () => {
          await refused(() => callAs(owner, name, { ...optionsFor(name), csrf: false }), 403, 'csrf_failed');
          await refused(
            () =>
              callAs(owner, name, {
                ...optionsFor(name),
                csrf: false,
                headers: { 'X-CSRFToken': 'y'.repeat(32) },
              }),
            403,
            'csrf_failed',
          );
          await refused(
            () => callAs(new CookieJar(), name, { ...optionsFor(name), csrf: false }),
            401,
            'not_authenticated',
          );
        });
      }
    });

    if (namesItsUser(name)) {
      it("answers 403 to another learner naming the owner's account", () =>
        refused(() => callAs(other, name, optionsFor(name)), 403, 'forbidden'));
    } else {
      it("lets another learner reach only their own data, never the owner's", async () => {
        const before = ownerRows();
        const response = await callAs(other, name, optionsFor(name));
        expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.body).not.toContain(`${OWNER}@example.com`);
        expect(ownerRows()).toBe(before);
      });
    }

    it('succeeds for the owner with a valid token (and the CSRF token), in an answer no cache stores', async () => {
      await sampleOf(name).prepare?.(owner);
      const response = await callAs(owner, name, optionsFor(name));
      parsed(name, response);
      expectPersonal(response);
    });
  });
});
