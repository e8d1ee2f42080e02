/** Enrollment rules, the dashboard list, outline, prerequisites, payment, preferences and outbox. */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CookieJar, TestServer } from './harness.ts';
import { call, enrollIn, expectError, fixtureCourse, parsed, signIn, startServer } from './harness.ts';
import { setPreferredLanguage } from './account.ts';
import { requestTransaction, startPayment } from './payments.ts';

let server: TestServer;
let learner: CookieJar;
let graduate: CookieJar;
let newcomer: CookieJar;

// Each test starts from a copy of the seeded database: enrolling, unenrolling and paying change the
// dashboards the other tests read, so none may depend on which ran before it. The three learners
// sign in once; their sessions are rows of the copied database, traded for a fresh JWT in each test.
let seeded: Buffer;
let sessions: { learner: CookieJar; graduate: CookieJar; newcomer: CookieJar };
beforeAll(async () => {
  const template = await startServer();
  sessions = {
    learner: await signIn(template.app, 'learner'),
    graduate: await signIn(template.app, 'graduate'),
    newcomer: await signIn(template.app, 'newcomer'),
  };
  seeded = template.db.serialize();
  await template.app.close();
  template.db.close();
});

async function renewed(session: CookieJar): Promise<CookieJar> {
  const jar = session.copy();
  parsed('refreshToken', await call(server.app, 'refreshToken', { jar, csrf: false }));
  return jar;
}

beforeEach(async () => {
  server = await startServer({ seeded });
  learner = await renewed(sessions.learner);
  graduate = await renewed(sessions.graduate);
  newcomer = await renewed(sessions.newcomer);
});
afterEach(async () => {
  await server.app.close();
  server.db.close();
});

describe('enrollment list', () => {
  it('pages 12 at a time with next links and a count', async () => {
    const first = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', {
        jar: learner,
        query: { ordering: 'recent', page: 1, progress: 'in-progress' },
      }),
    );
    expect(first.count).toBeGreaterThanOrEqual(15);
    expect(first.results).toHaveLength(12);
    expect(new URL(first.next ?? '').searchParams.get('page')).toBe('2');
    const second = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', {
        jar: learner,
        query: { ordering: 'recent', page: 2, progress: 'in-progress' },
      }),
    );
    expect(second.results).toHaveLength(first.count - 12);
    expect(second.next).toBeNull();
  });

  it('splits completed from in-progress, and filters by course name or organisation', async () => {
    const completed = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', {
        jar: graduate,
        query: { progress: 'completed', page_size: 50 },
      }),
    );
    expect(completed.count).toBeGreaterThanOrEqual(13);
    expect(
      completed.results.every((r) => r.progress.complete_count > 0 && r.progress.incomplete_count === 0),
    ).toBe(true);
    const inProgress = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', { jar: graduate, query: { progress: 'in-progress' } }),
    );
    expect(inProgress.count).toBe(0);
    const byName = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', { jar: learner, query: { search: 'philosophy' } }),
    );
    expect(byName.results.map((r) => r.course_details.course_name)).toEqual(['Introduction to Philosophy']);
    const byOrg = parsed(
      'enrollmentList',
      await call(server.app, 'enrollmentList', { jar: learner, query: { search: 'Terra Environmental' } }),
    );
    expect(
      byOrg.results.every((r) => r.course_details.org_display_name === 'Terra Environmental Institute'),
    ).toBe(true);
    expect(byOrg.count).toBeGreaterThan(0);
  });

  it('names prerequisites by course slug, and sends null for a course without any', async () => {
    // As the earlier client read them: `/course/{item}` from each item, any list (even empty) pending.
    const raw = (await call(server.app, 'enrollmentList', { jar: learner, query: { page_size: 100 } })).json<{
      results: { course_metadata: { slug: string }; pre_req_courses?: unknown }[];
    }>().results;
    const blocked = fixtureCourse(server.db, 'prerequisite').slug;
    for (const item of raw) {
      if (item.course_metadata.slug === blocked)
        expect(item.pre_req_courses).toEqual([fixtureCourse(server.db, 'python').slug]);
      else expect(item.pre_req_courses ?? null).toBeNull();
    }
    expect(raw.map((item) => item.course_metadata.slug)).toContain(blocked);
  });
});

describe('enroll', () => {
  // The LMS answers all four closed-door refusals alike: 400 and one message naming user and course.
  it.each([
    ['not-open', 'registration_not_open'],
    ['closed', 'registration_closed'],
    ['invitation', 'invitation_only'],
    ['full', 'course_full'],
  ])('refuses %s as the LMS does, with the code %s beside its message', async (key, code) => {
    const response = await enrollIn(server, learner, key);
    expectError(response, 400, code);
    expect(response.json<{ message: string }>().message).toBe(
      `An error occurred while creating the new course enrollment for user 'learner' in course '${fixtureCourse(server.db, key).courseKey}'`,
    );
  });

  it('refuses a paid course without a trial as the LMS does: its default mode is not offered', async () => {
    const response = await enrollIn(server, learner, 'paid-usd');
    expectError(response, 400, 'payment_required');
    const { courseKey } = fixtureCourse(server.db, 'paid-usd');
    expect(response.json()).toMatchObject({
      message: `The [audit] course mode is expired or otherwise unavailable for course run [${courseKey}].`,
      course_details: { course_id: courseKey, course_modes: [{ slug: 'verified' }] },
    });
  });

  it('refuses an unknown course with 400, and a mode a learner may not ask for with 403', async () => {
    const unknown = await call(server.app, 'enroll', {
      jar: learner,
      body: { course_details: { course_id: 'course-v1:No+Such+Run' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: "No course 'course-v1:No+Such+Run' found for enrollment",
    });
    const verified = await call(server.app, 'enroll', {
      jar: learner,
      body: { course_details: { course_id: fixtureCourse(server.db, 'python').courseKey }, mode: 'verified' },
    });
    expectError(verified, 403, 'mode_not_allowed');
    expect(verified.json()).toMatchObject({
      message: 'User does not have permission to create enrollment with mode [verified].',
    });
  });

  it('refuses an unmet prerequisite, and allows it once the prerequisite is completed', async () => {
    // `learner` holds this enrollment from before the prerequisite was set (the dashboard's unmet card).
    const course = fixtureCourse(server.db, 'prerequisite');
    parsed(
      'unenroll',
      await call(server.app, 'unenroll', { jar: learner, body: { course_id: course.courseKey } }),
    );
    expectError(await enrollIn(server, learner, 'prerequisite'), 403, 'prerequisite_unmet');
    const prereqStatus = async (jar: CookieJar) =>
      parsed(
        'prereqStatus',
        await call(server.app, 'prereqStatus', { jar, params: { course_slug: course.slug } }),
      );
    expect(await prereqStatus(learner)).toEqual({ fulfilled: false });
    expect(await prereqStatus(graduate)).toEqual({ fulfilled: true });
    expect(parsed('enroll', await enrollIn(server, graduate, 'prerequisite'))).toMatchObject({
      is_active: true,
    });
  });

  it('refuses an inactive account', async () => {
    expectError(await enrollIn(server, newcomer, 'python'), 403, 'account_inactive');
  });

  it('enrolls in a free course and a trial, counts it, and unenrolls', async () => {
    const python = fixtureCourse(server.db, 'python');
    const before = parsed(
      'courseMetadata',
      await call(server.app, 'courseMetadata', { params: { slug: python.slug } }),
    );
    expect(
      parsed(
        'enrollmentStatus',
        await call(server.app, 'enrollmentStatus', { jar: learner, params: { course_id: python.courseKey } }),
      ),
    ).toEqual({ is_active: false, mode: '' });
    expect(
      (await call(server.app, 'enrollmentStatus', { jar: learner, params: { course_id: python.courseKey } }))
        .body,
    ).toBe('null');
    const enrolled = await enrollIn(server, learner, 'python');
    // The LMS's enrollment (enrollments/serializers.py), not a summary of it.
    expect(enrolled.json()).toMatchObject({
      mode: 'honor',
      is_active: true,
      user: 'learner',
      course_details: {
        course_id: python.courseKey,
        course_name: 'Introduction to Python Programming',
        invite_only: false,
        course_modes: [{ slug: 'honor' }],
      },
    });
    expect(parsed('enroll', enrolled)).toMatchObject({ is_active: true, mode: 'honor' });
    const after = parsed(
      'courseMetadata',
      await call(server.app, 'courseMetadata', { params: { slug: python.slug } }),
    );
    expect(after.additional_metadata.total_enrollments).toBe(
      (before.additional_metadata.total_enrollments ?? 0) + 1,
    );
    expect(
      parsed(
        'enrollmentStatus',
        await call(server.app, 'enrollmentStatus', { jar: learner, params: { course_id: python.courseKey } }),
      ),
    ).toEqual({ is_active: true, mode: 'honor' });
    expect(parsed('enroll', await enrollIn(server, learner, 'paid-eur-trial'))).toMatchObject({
      is_active: true,
    });
    expect(
      parsed(
        'unenroll',
        await call(server.app, 'unenroll', { jar: learner, body: { course_id: python.courseKey } }),
      ),
    ).toEqual({ course_id: python.courseKey, is_active: false });
    expectError(
      await call(server.app, 'unenroll', { jar: learner, body: { course_id: python.courseKey } }),
      400,
      'not_enrolled',
    );
  });
});

describe('course outline and the learning stand-in', () => {
  it('reports visits made through the learning area', async () => {
    const course = fixtureCourse(server.db, 'never-visited');
    const outline = () =>
      call(server.app, 'courseOutline', { jar: learner, params: { course_id: course.courseKey } });
    const before = parsed('courseOutline', await outline());
    expect(before.resume_course.has_visited_course).toBe(false);
    const page = await server.app.inject({
      url: new URL(before.resume_course.url ?? '').pathname,
      headers: { cookie: learner.header },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Statistics for Everyone');
    expect(parsed('courseOutline', await outline()).resume_course.has_visited_course).toBe(true);
  });

  it('gives a relative certificate path for a completed course, which opens a certificate page', async () => {
    const outline = parsed(
      'courseOutline',
      await call(server.app, 'courseOutline', {
        jar: learner,
        params: { course_id: fixtureCourse(server.db, 'completed').courseKey },
      }),
    );
    expect(outline.cert_data.cert_web_view_url).toMatch(/^\/certificates\/[0-9a-f-]{36}$/);
    const page = await server.app.inject({ url: outline.cert_data.cert_web_view_url ?? '' });
    expect(page.body).toContain('Layla Learner');
    const ongoing = parsed(
      'courseOutline',
      await call(server.app, 'courseOutline', {
        jar: learner,
        params: { course_id: fixtureCourse(server.db, 'visited-current').courseKey },
      }),
    );
    expect(ongoing.cert_data.cert_web_view_url).toBeNull();
  });
});

describe('paid courses and the payment stand-in', () => {
  it('offers only purchasable paid courses', async () => {
    expect(
      parsed(
        'paidCourse',
        await call(server.app, 'paidCourse', {
          params: { course_id: fixtureCourse(server.db, 'paid-irr').courseKey },
        }),
      ),
    ).toMatchObject({ currency: 'IRR', has_trial: false });
    expectError(
      await call(server.app, 'paidCourse', {
        params: { course_id: fixtureCourse(server.db, 'python').courseKey },
      }),
      404,
    );
    expectError(
      await call(server.app, 'paidCourse', {
        params: { course_id: fixtureCourse(server.db, 'paid-aed-unavailable').courseKey },
      }),
      404,
    );
  });

  const startGraduatePayment = (key: string) => startPayment(server, graduate, 'graduate', key);

  it('fails back to the course page with payment_status=failed', async () => {
    const { course, submit } = await startGraduatePayment('paid-egp-trial');
    const response = await submit('fail');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/course/${course.slug}/?payment_status=failed`);
  });

  it('approves: enrolls (verified) and returns to the course page', async () => {
    const { course, page, submit } = await startGraduatePayment('paid-usd');
    expect(page.body).toContain('<strong>$49</strong>'); // the contract's price rule: whole amounts drop .00
    const response = await submit('approve');
    expect(response.headers.location).toBe(`/course/${course.slug}/`);
    expect(
      parsed(
        'enrollmentStatus',
        await call(server.app, 'enrollmentStatus', {
          jar: graduate,
          params: { course_id: course.courseKey },
        }),
      ),
    ).toEqual({ is_active: true, mode: 'verified' });
  });

  it('refuses to start a payment for a free course or when purchases are unavailable', async () => {
    expectError(await requestTransaction(server, graduate, 'graduate', 'python'), 400);
    expectError(
      await requestTransaction(server, graduate, 'graduate', 'paid-aed-unavailable'),
      403,
      'purchases_unavailable',
    );
  });
});

describe('account', () => {
  it('stores pref-lang through a merge-patch and answers 204', async () => {
    const response = await setPreferredLanguage(server.app, learner, 'learner', 'fa');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(
      server.db
        .prepare(`SELECT value FROM user_preferences WHERE user_id = 1 AND key = 'pref-lang'`)
        .pluck()
        .get(),
    ).toBe('fa');
  });

  it('records the activation e-mail in the outbox', async () => {
    expect(
      parsed('sendActivationEmail', await call(server.app, 'sendActivationEmail', { jar: newcomer })),
    ).toEqual({});
    const outbox = parsed('outbox', await call(server.app, 'outbox', { jar: newcomer }));
    expect(outbox.count).toBe(1);
    expect(outbox.results[0]).toMatchObject({ to: 'newcomer@example.com' });
    expect(outbox.results[0]?.subject).toContain('Activate');
  });
});
