/**
 * ATRIUM_EXTENSIONS=off: the reference server answers as the real platform would without Atrium's
 * extensions (README, "Atrium's extensions"): no program endpoint, the two discovery filters and the
 * enrollment search ignored, the LMS's own enrollment rules, and errors in the platform's bodies only.
 */
import { EXTENSIONS_CONFIG_KEY } from '@atrium/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar, TestServer } from './harness.ts';
import { call, enrollIn, fixtureCourse, parsed, signIn, startServer } from './harness.ts';
import { requestTransaction } from './payments.ts';
import { setPreferredLanguage } from './account.ts';

let off: TestServer;
let on: TestServer;
let learner: CookieJar;
beforeAll(async () => {
  [off, on] = await Promise.all([startServer({ extensions: new Set() }), startServer()]);
  learner = await signIn(off.app, 'learner');
});

/** A platform error: the status and exactly the platform's body, with no Atrium `error` code. */
function expectPlatformError(response: LightMyRequestResponse, status: number, body: unknown): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual(body);
}

describe('the extensions a platform lacks', () => {
  it('has no program endpoint: 404 with Django’s HTML page, and partners list no programs', async () => {
    const slug = off.db.prepare('SELECT slug FROM programs LIMIT 1').pluck().get() as string;
    const program = await call(off.app, 'program', { params: { slug } });
    expect(program.statusCode).toBe(404);
    expect(program.headers['content-type']).toMatch(/^text\/html/);
    expect(program.body).toContain('Not Found');
    expect((await call(on.app, 'program', { params: { slug } })).statusCode).toBe(200);

    const shortName = off.db
      .prepare(
        'SELECT o.short_name FROM program_partners pp JOIN organizations o ON o.id = pp.org_id LIMIT 1',
      )
      .pluck()
      .get() as string;
    const partner = (
      await call(off.app, 'partnerDetail', { params: { short_name: shortName } })
    ).json<object>();
    expect(partner).not.toHaveProperty('programs');
    const withPrograms = (
      await call(on.app, 'partnerDetail', { params: { short_name: shortName } })
    ).json<object>();
    expect(withPrograms).toHaveProperty('programs.0.slug');
  });

  it('ignores the availability and learning_type filters of a discovery search', async () => {
    const total = async (server: TestServer, body: object) =>
      parsed('discoverySearch', await call(server.app, 'discoverySearch', { body })).total;
    const everything = await total(off, {});
    expect(await total(off, { availability: ['archived'] })).toBe(everything);
    expect(await total(off, { learning_type: ['program'] })).toBe(everything);
    expect(await total(on, { learning_type: ['program'] })).toBeLessThan(await total(on, {}));
    // The platform's own filters still apply.
    expect(await total(off, { language_codes: ['ar'] })).toBeLessThan(everything);
  });

  it('sends no facet counts without discovery-facets, none for ignored filters without discovery-filters', async () => {
    const facetsOf = async (server: TestServer) =>
      (await call(server.app, 'discoverySearch', { body: { search_string: 'data' } })).json<{
        facets?: Record<string, unknown>;
      }>().facets;
    expect(await facetsOf(off)).toBeUndefined();
    expect(Object.keys((await facetsOf(on)) ?? {})).toEqual(
      expect.arrayContaining(['subjects', 'availability', 'learning_type']),
    );
    const countsOnly = await startServer({ extensions: new Set(['discovery-facets']) });
    const facets = (await facetsOf(countsOnly)) ?? {};
    expect(facets).toHaveProperty('subjects');
    expect(facets).not.toHaveProperty('availability');
    expect(facets).not.toHaveProperty('learning_type');
  });

  it('ignores the search parameter of the enrollment list', async () => {
    const count = async (query: Record<string, string>) =>
      parsed('enrollmentList', await call(off.app, 'enrollmentList', { jar: learner, query })).count;
    expect(await count({ search: 'no course is called this' })).toBe(await count({}));
  });

  it('does not name the extensions in the runtime configuration', async () => {
    const config = (await call(off.app, 'mfeConfig')).json<Record<string, unknown>>();
    expect(config).not.toHaveProperty(EXTENSIONS_CONFIG_KEY);
    expect(config).toHaveProperty('LMS_BASE_URL');
  });
});

describe('enrollment as the LMS answers it (enrollments/views.py)', () => {
  it.each(['closed', 'not-open', 'invitation', 'full'])(
    'refuses %s with 400 and one message',
    async (key) => {
      expectPlatformError(await enrollIn(off, learner, key), 400, {
        message: `An error occurred while creating the new course enrollment for user 'learner' in course '${fixtureCourse(off.db, key).courseKey}'`,
      });
    },
  );

  it('refuses a paid course without a trial for its missing audit mode', async () => {
    const response = await enrollIn(off, learner, 'paid-usd');
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('error');
    expect(response.json<{ message: string }>().message).toMatch(/^The \[audit\] course mode is expired/);
  });

  it('refuses an unknown course, a missing course id and a staff-only mode', async () => {
    const send = (body: object) => call(off.app, 'enroll', { jar: learner, body });
    expectPlatformError(await send({ course_details: { course_id: 'course-v1:No+Such+Run' } }), 400, {
      message: "No course 'course-v1:No+Such+Run' found for enrollment",
    });
    expectPlatformError(await send({ course_details: {} }), 400, {
      message: 'Course ID must be specified to create a new enrollment.',
    });
    expectPlatformError(
      await send({
        course_details: { course_id: fixtureCourse(off.db, 'python').courseKey },
        mode: 'verified',
      }),
      403,
      { message: 'User does not have permission to create enrollment with mode [verified].' },
    );
  });

  it('enrolls an inactive account, and a learner with an unmet prerequisite, as the LMS does', async () => {
    const newcomer = await signIn(off.app, 'newcomer');
    expect(parsed('enroll', await enrollIn(off, newcomer, 'python'))).toMatchObject({ is_active: true });
    const course = fixtureCourse(off.db, 'prerequisite');
    parsed(
      'unenroll',
      await call(off.app, 'unenroll', { jar: learner, body: { course_id: course.courseKey } }),
    );
    expect(parsed('enroll', await enrollIn(off, learner, 'prerequisite'))).toMatchObject({ is_active: true });
    // The prerequisite still gates the course itself.
    const status = await call(off.app, 'prereqStatus', {
      jar: learner,
      params: { course_slug: course.slug },
    });
    expect(parsed('prereqStatus', status)).toEqual({ fulfilled: false });
  });
});

describe("errors in the platform's bodies, without Atrium's codes", () => {
  it("answers Django REST framework's 401, 403 and 404", async () => {
    expectPlatformError(await call(off.app, 'enrollmentList'), 401, {
      detail: 'Authentication credentials were not provided.',
    });
    expectPlatformError(await call(off.app, 'sendActivationEmail', { jar: learner, csrf: false }), 403, {
      detail: 'CSRF Failed: CSRF token missing.',
    });
    expectPlatformError(
      await call(off.app, 'userAccount', { jar: learner, params: { username: 'graduate' } }),
      403,
      { detail: 'You do not have permission to perform this action.' },
    );
    expectPlatformError(await call(off.app, 'courseMetadata', { params: { slug: 'no-such-course' } }), 404, {
      detail: 'Not found.',
    });
  });

  it('answers an admin-console refusal with its detail, and a refused preference with field_errors', async () => {
    expectPlatformError(await requestTransaction(off, learner, 'learner', 'paid-aed-unavailable'), 403, {
      detail: 'Purchases are temporarily unavailable. Please try again later.',
    });
    expectPlatformError(await setPreferredLanguage(off.app, learner, 'learner', ''), 400, {
      field_errors: {
        'pref-lang': {
          developer_message: "Preference 'pref-lang' cannot be set to an empty value.",
          user_message: "Preference 'pref-lang' cannot be set to an empty value.",
        },
      },
    });
  });

  it('answers an unknown API path with an HTML 404, as Django does', async () => {
    const response = await off.app.inject({ url: '/admin-console/api/nothing/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('adds the code and a message beside the same keys when error codes are on', async () => {
    const jar = await signIn(on.app, 'learner');
    const response = await enrollIn(on, jar, 'closed');
    const platform = (await enrollIn(off, learner, 'closed')).json<Record<string, unknown>>();
    expect(response.json()).toEqual({ ...platform, error: 'registration_closed' });
  });
});
