/** `GET /api/courseware/course/{course_id}` in the stock shape: a course page's facts, for visitors too. */
import { describe, expect, it } from 'vitest';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';
import { stockServerWith } from './stockServer.ts';

const stock = stockServerWith('learner');

const courseware = async (
  courseId: string,
  options: { jar?: 'learner'; query?: Record<string, string> } = {},
) =>
  stockParsed(
    'coursewareCourse',
    await stockCall(stock.server.app, 'coursewareCourse', {
      params: { course_id: courseId },
      ...(options.jar && { jar: stock.jars[options.jar] }),
      ...(options.query && { query: options.query }),
    }),
  );

describe('courseware API', () => {
  it('answers a visitor the course page facts, the same as the Course API gives', async () => {
    const key = stock.key('prerequisite');
    const answer = await courseware(key);
    const detail = stockParsed(
      'courseDetail',
      await stockCall(stock.server.app, 'courseDetail', { params: { course_id: key } }),
    );
    expect(answer).toMatchObject({
      id: key,
      name: 'Data Structures and Algorithms in Python',
      display_org_with_default: detail.org,
      display_number_with_default: detail.number,
      short_description: detail.short_description,
      start: detail.start,
      end: detail.end,
      enrollment_start: detail.enrollment_start,
      enrollment_end: detail.enrollment_end,
      start_display: detail.start_display,
      start_type: 'timestamp',
      effort: detail.effort,
      pacing: detail.pacing,
      overview: detail.overview,
      language: 'en',
      course_price: 'Free',
      enrollment: { mode: null, is_active: false },
      invitation_only: false,
      is_course_full: false,
    });
    expect(answer.display_org_with_default).toBe('AtriumX');
    // A platform without e-commerce service or marketing site.
    const response = await stockCall(stock.server.app, 'coursewareCourse', { params: { course_id: key } });
    const raw = response.json<Record<string, unknown>>();
    expect(raw).toMatchObject({
      ecommerce_checkout: false,
      single_paid_mode: {},
      ecommerce_checkout_link: null,
      marketing_url: null,
      advertised_start: null,
    });
    expect(answer.overview).toMatch(/<\w+/);
    expect(answer.media.course_image.uri).toBe(detail.media.course_image.uri);
    expect(answer.media.image).toEqual(detail.media.image);
  });

  it('names the seed’s prerequisite by its key and its display org and number', async () => {
    const python = stock.key('python');
    const answer = await courseware(stock.key('prerequisite'));
    expect(answer.pre_requisite_courses).toEqual([{ key: python, display: 'AtriumX CS101' }]);
    expect((await courseware(python)).pre_requisite_courses).toEqual([]);
  });

  it.each([
    ['python', 'Free'],
    ['paid-usd', '$49'],
    // A paid course with a trial has a free audit track while the trial lasts.
    ['paid-usd-trial', 'Free'],
    ['paid-aed-unavailable', 'AED299'],
    // Rials are shown in toman, as every price of this server is.
    ['paid-irr', 'IRT1200000'],
  ])('formats the price of %s as %j', async (archetype, price) => {
    expect((await courseware(stock.key(archetype))).course_price).toBe(price);
  });

  it.each([
    ['full', { is_course_full: true, invitation_only: false }],
    ['invitation', { is_course_full: false, invitation_only: true }],
  ])('says whether %s is full or by invitation', async (archetype, flags) => {
    expect(await courseware(stock.key(archetype))).toMatchObject(flags);
  });

  it("gives a signed-in learner their enrollment's mode and state", async () => {
    const key = stock.key('visited-current');
    const row = stock.server.db
      .prepare(
        `SELECT e.mode, e.is_active FROM enrollments e JOIN users u ON u.id = e.user_id
         JOIN courses c ON c.id = e.course_id WHERE u.username = 'learner' AND c.course_key = ?`,
      )
      .get(key) as { mode: string; is_active: number };
    const answer = await courseware(key, { jar: 'learner' });
    expect(answer.enrollment).toEqual({
      mode: row.mode === 'trial' ? 'audit' : row.mode,
      is_active: row.is_active === 1,
    });
    expect(answer.enrollment.is_active).toBe(true);
    // The same course for a visitor.
    expect((await courseware(key)).enrollment).toEqual({ mode: null, is_active: false });
  });

  it('keeps only the requested fields', async () => {
    const response = await stockCall(stock.server.app, 'coursewareCourse', {
      params: { course_id: stock.key('paid-usd') },
      query: { requested_fields: 'id,course_price,pre_requisite_courses' },
    });
    expect(response.json()).toEqual({
      id: stock.key('paid-usd'),
      course_price: '$49',
      pre_requisite_courses: [],
    });
  });

  it('answers a percent-encoded course key, and one followed by a slash', async () => {
    const key = stock.key('python');
    for (const url of [
      `/api/courseware/course/${encodeURIComponent(key)}`,
      `/api/courseware/course/${key}/`,
    ]) {
      const response = await stock.server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json<{ id: string }>().id).toBe(key);
    }
  });

  it.each(['course-v1:Nobody+X1+2026', 'not-a-key'])('answers %s with DRF’s 404', async (courseId) => {
    const response = await stockCall(stock.server.app, 'coursewareCourse', {
      params: { course_id: courseId },
    });
    expect(expectStockError(response, 404, ['detail'])).toEqual({ detail: 'Course not found.' });
  });

  it('reads the last requested_fields sent, and refuses an overlong one with a 400 in DRF’s body', async () => {
    const key = encodeURIComponent(stock.key('python'));
    const url = (query: string) => `/api/courseware/course/${key}?${query}`;
    const twice = await stock.server.app.inject({
      method: 'GET',
      url: url('requested_fields=name&requested_fields=id'),
    });
    expect(twice.json()).toEqual({ id: stock.key('python') });
    const overlong = await stock.server.app.inject({
      method: 'GET',
      url: url(`requested_fields=${'x'.repeat(2001)}`),
    });
    expectStockError(overlong, 400, ['detail']);
  });

  it('refuses an invalid JWT with DRF’s 401, as its JWT authentication does', async () => {
    const response = await stock.server.app.inject({
      method: 'GET',
      url: `/api/courseware/course/${stock.key('python')}`,
      headers: {
        'use-jwt-cookie': 'true',
        cookie: 'edx-jwt-cookie-header-payload=a.b; edx-jwt-cookie-signature=c',
      },
    });
    expectStockError(response, 401, ['detail']);
  });
});
