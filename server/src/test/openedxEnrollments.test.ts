/** The Enrollment API in the stock shape: modes, one enrollment, the list, enrolling; its refusals. */
import { describe, expect, it } from 'vitest';
import { activeEnrollmentCount, CookieJar } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner', 'newcomer');
const { learner, newcomer } = stock.jars;
const { key } = stock;
const enroll = (jar: CookieJar, body: Record<string, unknown>, csrf = true) =>
  stockCall(stock.server.app, 'createEnrollment', { jar, body, csrf });

describe('course enrollment details', () => {
  it.each([
    ['python', [['honor', 0, 'usd']]],
    ['paid-usd', [['verified', 49, 'usd']]],
    [
      'paid-eur-trial',
      [
        ['audit', 0, 'eur'],
        ['verified', 39, 'eur'],
      ],
    ],
    ['paid-irr', [['verified', 1_200_000, 'irt']]],
  ])('%s has the modes %j', async (archetype, modes) => {
    const details = stockParsed(
      'courseEnrollmentDetails',
      await stockCall(stock.server.app, 'courseEnrollmentDetails', { params: { course_id: key(archetype) } }),
    );
    expect(details.course_modes.map((m) => [m.slug, m.min_price, m.currency])).toEqual(modes);
  });

  it('refuses an unknown course with a message', async () => {
    expectStockError(
      await stockCall(stock.server.app, 'courseEnrollmentDetails', {
        params: { course_id: 'course-v1:No+Such+Run' },
      }),
      400,
      ['message'],
    );
  });
});

describe('enrollment status', () => {
  const status = (jar: CookieJar, username: string, courseId: string) =>
    stockCall(stock.server.app, 'enrollment', { jar, params: { username, course_id: courseId } });

  it("answers the learner's enrollment with its course", async () => {
    const body = stockParsed('enrollment', await status(learner, 'learner', key('visited-current')));
    expect(body).toMatchObject({
      user: 'learner',
      mode: 'honor',
      is_active: true,
      course_details: { course_id: key('visited-current'), course_modes: [{ slug: 'honor' }] },
    });
  });

  it('answers an empty 200 when the learner never enrolled', async () => {
    const response = await status(learner, 'learner', key('python'));
    expect([response.statusCode, response.body]).toEqual([200, '']);
  });

  it("hides another learner's enrollment behind an empty 404", async () => {
    const response = await status(newcomer, 'learner', key('visited-current'));
    expect([response.statusCode, response.body]).toEqual([404, '']);
  });

  it('refuses a visitor with 401 and a detail', async () => {
    expectStockError(await status(new CookieJar(), 'learner', key('python')), 401, ['detail']);
  });
});

describe('enrolling', () => {
  it('enrolls in the default mode and answers the enrollment, again the same', async () => {
    for (let i = 0; i < 2; i += 1) {
      const body = stockParsed(
        'createEnrollment',
        await enroll(learner, { course_details: { course_id: key('python') } }),
      );
      expect(body).toMatchObject({ user: 'learner', mode: 'honor', is_active: true });
    }
    const list = stockParsed(
      'enrollments',
      await stockCall(stock.server.app, 'enrollments', { jar: learner }),
    );
    expect(list.filter((e) => e.course_details.course_id === key('python'))).toHaveLength(1);
  });

  it('lets an inactive account enroll, as the LMS does', async () => {
    const body = stockParsed(
      'createEnrollment',
      await enroll(newcomer, { course_details: { course_id: key('arabic') } }),
    );
    expect(body.is_active).toBe(true);
  });

  it('enrolls in the audit track of a paid course with a trial', async () => {
    const body = stockParsed(
      'createEnrollment',
      await enroll(learner, { course_details: { course_id: key('paid-usd-trial') }, mode: 'audit' }),
    );
    expect(body.mode).toBe('audit');
  });

  it.each([
    [
      'a paid course without a free track',
      'paid-usd',
      undefined,
      400,
      ['message', 'course_details'],
      /course mode is expired/,
    ],
    ['a closed window', 'closed', undefined, 400, ['message'], /An error occurred/],
    ['an invitation-only course', 'invitation', undefined, 400, ['message'], /An error occurred/],
    ['a full course', 'full', undefined, 400, ['message'], /An error occurred/],
    ['a paid mode', 'paid-usd', 'verified', 403, ['message'], /permission/],
  ])('refuses %s with a message', async (_case, archetype, mode, statusCode, keys, message) => {
    const response = await enroll(learner, { course_details: { course_id: key(archetype) }, mode });
    const error = expectStockError(response, statusCode, keys) as { message: string };
    expect(error.message).toMatch(message);
  });

  it('refuses an unknown course with a message', async () => {
    const response = await enroll(learner, { course_details: { course_id: 'course-v1:No+Such+Run' } });
    expect(expectStockError(response, 400, ['message'])).toEqual({
      message: "No course 'course-v1:No+Such+Run' found for enrollment",
    });
  });

  it('refuses a body without a course id', async () => {
    const error = expectStockError(await enroll(learner, { mode: 'audit' }), 400, ['message']);
    expect(error).toEqual({ message: 'Course ID must be specified to create a new enrollment.' });
  });

  it('refuses to enroll someone else with an empty 404', async () => {
    const response = await enroll(learner, {
      course_details: { course_id: key('persian') },
      user: 'graduate',
    });
    expect([response.statusCode, response.body]).toEqual([404, '']);
  });

  it('refuses a signed-in call without the CSRF token, as DRF does', async () => {
    expectStockError(await enroll(learner, { course_details: { course_id: key('persian') } }, false), 403, [
      'detail',
    ]);
  });

  it('refuses a visitor with 401', async () => {
    const response = await stockCall(stock.server.app, 'createEnrollment', {
      body: { course_details: { course_id: key('persian') } },
    });
    expectStockError(response, 401, ['detail']);
  });
});

describe('enrollment list', () => {
  it('lists the active enrollments, oldest first', async () => {
    const list = stockParsed(
      'enrollments',
      await stockCall(stock.server.app, 'enrollments', { jar: learner }),
    );
    expect(list).toHaveLength(activeEnrollmentCount(stock.server.db, 'learner'));
    const created = list.map((e) => e.created ?? '');
    expect(created).toEqual([...created].sort());
  });
});
