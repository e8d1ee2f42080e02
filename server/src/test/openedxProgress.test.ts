/**
 * The progress tab's API over the seed: its unit counts give the percentage the admin-console
 * dashboard shows for the same enrollment, and it refuses as `ProgressTabView` does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { call, CookieJar, fixtureCourse, parsed, signIn, startServer } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';

// The admin-console dialect serves the stock endpoints too: both dashboards' sources side by side.
let server: TestServer;
let learner: CookieJar;
beforeAll(async () => {
  server = await startServer();
  learner = await signIn(server.app, 'learner');
});

const progressOf = (archetype: string, jar = learner) =>
  stockCall(server.app, 'progress', {
    jar,
    params: { course_id: fixtureCourse(server.db, archetype).courseKey },
  });

/** The admin-console dashboard's progress figures for one course (all pages of the list). */
async function adminConsoleProgress(courseKey: string) {
  for (let page = 1; ; page++) {
    const answer = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', { jar: learner, query: { page } }),
    );
    const found = answer.results.find((c) => c.course_details.course_id === courseKey);
    if (found) return found.progress;
    if (!answer.next) throw new Error(`${courseKey} is not on the dashboard`);
  }
}

describe('progress tab', () => {
  it.each(['visited-current', 'never-visited', 'expired', 'lifetime', 'completed', 'ongoing-1'])(
    '%s: the same unit counts as the admin-console dashboard',
    async (archetype) => {
      const answer = stockParsed('progress', await progressOf(archetype));
      const expected = await adminConsoleProgress(fixtureCourse(server.db, archetype).courseKey);
      expect(answer.completion_summary).toEqual({ ...expected, locked_count: 0 });
      expect(answer.username).toBe('learner');
      expect(answer.user_has_passing_grade).toBe(archetype === 'completed');
    },
  );

  it('says the enrollment mode and the course end', async () => {
    const answer = stockParsed('progress', await progressOf('expired'));
    expect(answer.enrollment_mode).toMatch(/^(audit|honor|verified)$/);
    expect(answer.end).not.toBeNull();
  });

  it('refuses a course not started yet with 403, as its start-date error', async () => {
    const body = expectStockError(await progressOf('not-started'), 403, ['detail']) as { detail: string };
    expect(body.detail).toMatch(/^Course does not start until [A-Z][a-z]+ \d\d, \d{4}$/);
  });

  it('refuses a learner not enrolled with 401 and the JSON string the view sends', async () => {
    const response = await progressOf('visited-current', await signIn(server.app, 'graduate'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toBe('User not enrolled.');
  });

  it('refuses a visitor with 401, and an unknown course with 404', async () => {
    expectStockError(await progressOf('visited-current', new CookieJar()), 401, ['detail']);
    const unknown = await stockCall(server.app, 'progress', {
      jar: learner,
      params: { course_id: 'course-v1:No+Such+Course' },
    });
    expectStockError(unknown, 404, ['detail']);
  });
});
