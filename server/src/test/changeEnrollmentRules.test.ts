/**
 * The `enrollment-rules` extension holds on both enroll paths: the Enrollment API and the LMS's own
 * form (`POST /change_enrollment`). With it on, an inactive account and a learner with an unmet
 * prerequisite are refused, and nothing is written; without it both enroll, as the LMS does.
 */
import { describe, expect, it } from 'vitest';
import { enrollIn, expectError, fixtureCourse, signIn, startServer, type TestServer } from './harness.ts';
import { stockCall } from './stockCalls.ts';

async function changeEnrollment(server: TestServer, username: string, archetype: string) {
  const jar = await signIn(server.app, username);
  const course = fixtureCourse(server.db, archetype);
  // `learner` holds the prerequisite course's enrollment from before the prerequisite was set.
  server.db
    .prepare(
      'DELETE FROM enrollments WHERE course_id = ? AND user_id = (SELECT id FROM users WHERE username = ?)',
    )
    .run(course.id, username);
  const response = await stockCall(server.app, 'changeEnrollment', {
    jar,
    body: { course_id: course.courseKey, enrollment_action: 'enroll' },
  });
  const rows = server.db
    .prepare(
      'SELECT COUNT(*) FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.username = ? AND e.course_id = ? AND e.is_active = 1',
    )
    .pluck()
    .get(username, course.id);
  return { response, enrolled: rows === 1, jar };
}

describe('POST /change_enrollment with the enrollment-rules extension', () => {
  it.each([
    ['an inactive account', 'newcomer', 'python', 'Please activate your account via email to proceed.'],
    [
      'an unmet prerequisite',
      'learner',
      'prerequisite',
      'This course has a prerequisite that must be successfully completed before you enroll.',
    ],
  ])(
    'refuses %s, as the Enrollment API does, and writes nothing',
    async (_label, username, archetype, text) => {
      const server = await startServer();
      const { response, enrolled, jar } = await changeEnrollment(server, username, archetype);
      expect([response.statusCode, response.body]).toEqual([403, text]);
      expect(enrolled).toBe(false);
      const code = username === 'newcomer' ? 'account_inactive' : 'prerequisite_unmet';
      expectError(await enrollIn(server, jar, archetype), 403, code);
    },
  );

  it.each([
    ['an inactive account', 'newcomer', 'python'],
    ['an unmet prerequisite', 'learner', 'prerequisite'],
  ])('without it, enrolls %s, as the LMS does', async (_label, username, archetype) => {
    const server = await startServer({ extensions: new Set() });
    const { response, enrolled } = await changeEnrollment(server, username, archetype);
    expect(response.statusCode).toBe(200);
    expect(enrolled).toBe(true);
  });
});
