/** `POST /change_enrollment`: the form the official dashboard unenrolls with, and its plain answers. */
import { describe, expect, it } from 'vitest';
import { CookieJar, fixtureCourse, signIn } from './harness.ts';
import { stockServerWith } from './stockServer.ts';
import { stockCall, stockParsed } from './stockCalls.ts';

const stock = stockServerWith('learner', 'graduate');
const { learner, graduate } = stock.jars;
const { key } = stock;
const change = (jar: CookieJar, body: Record<string, unknown>, csrf = true) =>
  stockCall(stock.server.app, 'changeEnrollment', { jar, body, csrf });
const isActive = (username: string, archetype: string) =>
  stock.server.db
    .prepare(
      'SELECT e.is_active FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.username = ? AND e.course_id = ?',
    )
    .pluck()
    .get(username, fixtureCourse(stock.server.db, archetype).id) as number | undefined;

const expectText = (response: Awaited<ReturnType<typeof change>>, status: number, text: string) => {
  expect([response.statusCode, response.body]).toEqual([status, text]);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
};

describe('unenroll', () => {
  it('ends the enrollment with an empty 200, and the learner home no longer shows it', async () => {
    const response = await change(learner, {
      course_id: key('never-visited'),
      enrollment_action: 'unenroll',
    });
    expect(stockParsed('changeEnrollment', response)).toBeNull();
    expect(isActive('learner', 'never-visited')).toBe(0);
    const home = stockParsed(
      'learnerHome',
      await stockCall(stock.server.app, 'learnerHome', { jar: learner }),
    );
    expect(home.courses.map((c) => c.courseRun?.courseId)).not.toContain(key('never-visited'));
  });

  it('refuses a course the learner never enrolled in', async () => {
    expectText(
      await change(learner, { course_id: key('python'), enrollment_action: 'unenroll' }),
      400,
      'You are not enrolled in this course',
    );
  });

  it('refuses a learner whose certificate is issued', async () => {
    const response = await change(graduate, { course_id: key('completed'), enrollment_action: 'unenroll' });
    expectText(response, 400, 'Your certificate prevents you from unenrolling from this course');
    expect(isActive('graduate', 'completed')).toBe(1);
  });
});

describe('enroll', () => {
  it('enrolls in a free course with an empty 200', async () => {
    expectText(await change(graduate, { course_id: key('persian'), enrollment_action: 'enroll' }), 200, '');
    expect(isActive('graduate', 'persian')).toBe(1);
  });

  it('sends a paid course to its track choice without enrolling', async () => {
    const response = await change(graduate, { course_id: key('paid-usd'), enrollment_action: 'enroll' });
    expect(stockParsed('changeEnrollment', response)).toBe(`/course_modes/choose/${key('paid-usd')}/`);
    expect(isActive('graduate', 'paid-usd')).toBeUndefined();
  });

  it('enrolls in the audit track of a paid course with a trial, and names the track choice', async () => {
    const response = await change(graduate, {
      course_id: key('paid-egp-trial'),
      enrollment_action: 'enroll',
    });
    expect(stockParsed('changeEnrollment', response)).toBe(`/course_modes/choose/${key('paid-egp-trial')}/`);
    expect(isActive('graduate', 'paid-egp-trial')).toBe(1);
  });

  it('refuses a closed window', async () => {
    expectText(
      await change(learner, { course_id: key('closed'), enrollment_action: 'enroll' }),
      400,
      'Could not enroll',
    );
  });
});

describe('refusals', () => {
  it.each([
    [{ enrollment_action: 'unenroll' }, 'Course id not specified'],
    [{ course_id: 'not a key', enrollment_action: 'unenroll' }, 'Invalid course id'],
    [{ course_id: 'course-v1:No+Such+Run', enrollment_action: 'enroll' }, 'Course id is invalid'],
    [{ course_id: 'course-v1:No+Such+Run', enrollment_action: 'leave' }, 'Enrollment action is invalid'],
  ])('%j → 400 %s', async (body, text) => {
    expectText(await change(learner, body), 400, text);
  });

  it('answers a visitor 403 with no body, so that a front end sends them to sign in', async () => {
    expectText(
      await change(new CookieJar(), { course_id: key('python'), enrollment_action: 'enroll' }),
      403,
      '',
    );
  });

  it('refuses a form without the CSRF token with Django’s page, and changes nothing', async () => {
    const response = await change(
      learner,
      { course_id: key('visited-current'), enrollment_action: 'unenroll' },
      false,
    );
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('CSRF verification failed');
    expect(isActive('learner', 'visited-current')).toBe(1);
  });

  it('takes the token from the form field too', async () => {
    const jar = await signIn(stock.server.app, 'learner');
    const token = jar.get('csrftoken') ?? '';
    const response = await change(
      jar,
      { course_id: key('lifetime'), enrollment_action: 'unenroll', csrfmiddlewaretoken: token },
      false,
    );
    expectText(response, 200, '');
  });
});
