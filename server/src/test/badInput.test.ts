/** Bad requests get a 4xx JSON error that names the problem, never a 500. */
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, signIn, startServer, type CookieJar, type TestServer } from './harness.ts';

let server: TestServer;
let learner: CookieJar;
beforeAll(async () => {
  server = await startServer();
  learner = await signIn(server.app, 'learner');
});

describe('bad input', () => {
  it('refuses malformed JSON', async () => {
    expectError(
      await call(server.app, 'discoverySearch', {
        body: '{"search_string": ',
        headers: { 'content-type': 'application/json' },
      }),
      400,
      'malformed_json',
    );
    expectError(
      await call(server.app, 'enroll', {
        jar: learner,
        body: '[1,',
        headers: { 'content-type': 'application/json' },
      }),
      400,
    );
  });

  it('names the field of a wrong type', async () => {
    const response = await call(server.app, 'discoverySearch', { body: { subjects: 'Physics' } });
    expectError(response, 400, 'invalid_body');
    expect(response.json<{ message: string }>().message).toContain('subjects');
    const enroll = await call(server.app, 'enroll', {
      jar: learner,
      body: { course_details: { course_id: 42 } },
    });
    // The enrollment API answers in the LMS's words (enrollments/views.py), naming what it got.
    expectError(enroll, 400, 'invalid_body');
    expect(enroll.json<{ message: string }>().message).toBe("No course '42' found for enrollment");
  });

  it('refuses huge strings and long lists', async () => {
    expectError(
      await call(server.app, 'discoverySearch', { body: { search_string: 'x'.repeat(5000) } }),
      400,
    );
    expectError(
      await call(server.app, 'discoverySearch', {
        body: { partners: Array.from({ length: 80 }, (_, i) => `p${i}`) },
      }),
      400,
    );
    expectError(
      await call(server.app, 'instructorList', { query: { search_query: 'y'.repeat(1000) } }),
      400,
      'invalid_query',
    );
    expectError(
      await call(server.app, 'discoverySearch', { body: { search_string: 'z'.repeat(400_000) } }),
      413,
    );
  });

  it.each([['0'], ['-1'], ['abc'], ['1.5'], ['99999999999']])('refuses page=%s', async (page) => {
    const response = await call(server.app, 'subjectList', { query: { page } });
    expectError(response, 400, 'invalid_query');
    expect(response.json<{ message: string }>().message).toContain('page');
  });

  it('refuses unknown enum values', async () => {
    expectError(await call(server.app, 'discoverySearch', { query: { sort: 'price' }, body: {} }), 400);
    expectError(await call(server.app, 'enrollmentList', { jar: learner, query: { progress: 'done' } }), 400);
    expectError(await call(server.app, 'popularCourses', { query: { target: 'partner' } }), 400);
  });

  it('answers an empty page past the end instead of an error', async () => {
    const response = await call(server.app, 'subjectList', { query: { page: 999 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ results: [], next: null });
  });

  it.each([
    ['courseMetadata', { slug: 'no-such-course' }],
    ['courseInstructors', { slug: 'no-such-course' }],
    ['courseToc', { course_id: 'course-v1:No+Such+Course' }],
    ['paidCourse', { course_id: 'course-v1:No+Such+Course' }],
    ['partnerDetail', { short_name: 'NoSuchX' }],
    ['partnerInstructors', { short_name: 'NoSuchX' }],
    ['instructorDetail', { slug: 'nobody' }],
    ['program', { slug: 'no-program' }],
    ['customPage', { page: 'no-page' }],
  ] as const)('answers 404 JSON for an unknown %s', async (name, params) => {
    expectError(await call(server.app, name, { params }), 404, 'not_found');
  });

  it('answers 404 JSON on unknown API paths and wrong methods', async () => {
    for (const url of ['/api/nothing', '/admin-console/api/nothing/', '/api/send_account_activation_email']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expectError(response, 404, 'not_found');
    }
  });

  it('needs the merge-patch content type for preferences', async () => {
    const response = await call(server.app, 'updatePreferences', {
      jar: learner,
      params: { username: 'learner' },
      body: { 'pref-lang': 'fr' },
      headers: { 'content-type': 'application/json' },
    });
    expectError(response, 415);
  });

  it('treats FTS syntax in search text as plain words', async () => {
    for (const text of ['"unbalanced', 'NEAR(a b)', 'title:python', '*', 'a AND OR NOT', '^-(){}[]']) {
      expect((await call(server.app, 'discoverySearch', { body: { search_string: text } })).statusCode).toBe(
        200,
      );
    }
  });
});
