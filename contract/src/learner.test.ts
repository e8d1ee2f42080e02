import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';
import { setDroppedItemReporter } from './lenient.ts';
import { ApiError, JwtClaims } from './session.ts';
import { enrolledCourse } from './samples.ts';
import { itRejects, itRejectsCases } from './test/itRejects.ts';

afterEach(() => setDroppedItemReporter(() => {}));

describe('user account (C1)', () => {
  const schema = endpoints.userAccount.response;

  it('parses the fields Atrium reads and strips the rest', () => {
    const out = schema.parse({
      username: 'learner',
      email: 'learner@example.org',
      name: 'Lea Learner',
      is_active: true,
      date_joined: '2024-01-01T00:00:00Z',
      profile_image: {
        has_image: true,
        image_url_medium: '/media/p/m.jpg',
        image_url_full: '/media/p/f.jpg',
        image_url_small: '/s.jpg',
      },
    });
    expect(out).toEqual({
      username: 'learner',
      email: 'learner@example.org',
      name: 'Lea Learner',
      is_active: true,
      profile_image: {
        has_image: true,
        image_url_medium: '/media/p/m.jpg',
        image_url_full: '/media/p/f.jpg',
      },
    });
  });

  it('treats a missing is_active as inactive and a missing image as none', () => {
    expect(schema.parse({ username: 'newcomer' })).toEqual({
      username: 'newcomer',
      email: '',
      name: '',
      is_active: false,
      profile_image: { has_image: false, image_url_medium: null, image_url_full: null },
    });
  });

  itRejectsCases(schema, [
    ['username missing', { is_active: true }],
    ['is_active a string', { username: 'a', is_active: 'true' }],
    ['profile_image a string', { username: 'a', profile_image: '/x.jpg' }],
  ]);
});

describe('enrollment list (C4)', () => {
  const schema = endpoints.enrollmentList.response;

  it('parses a page of enrolled courses', () => {
    const out = schema.parse({
      count: 15,
      next: 'https://lms.example.org/x/?page=2',
      previous: null,
      results: [enrolledCourse],
    });
    expect(out).toEqual({
      count: 15,
      next: 'https://lms.example.org/x/?page=2',
      previous: null,
      results: [{ ...enrolledCourse, pre_req_courses: [] }],
    });
  });

  it('defaults organisation, progress and dates; accepts prerequisites as slugs or objects', () => {
    const out = schema.parse({
      results: [
        {
          course_details: { course_id: 'course-v1:A+B+C', course_end: 'someday' },
          course_metadata: { slug: 'abc' },
          organization: null,
          pre_req_courses: ['python-basics', { course_slug: 'stats', display_name: 'Stats' }, 42],
        },
      ],
    });
    expect(out.results).toEqual([
      {
        course_details: {
          course_id: 'course-v1:A+B+C',
          course_name: '',
          org_display_name: '',
          course_image_url: null,
          course_start: null,
          course_end: null,
        },
        course_metadata: { slug: 'abc' },
        organization: { short_name: '' },
        progress: { complete_count: 0, incomplete_count: 0 },
        pre_req_courses: [
          { course_slug: 'python-basics', display_name: '' },
          { course_slug: 'stats', display_name: 'Stats' },
        ],
      },
    ]);
  });

  it('drops enrollments without a course id or slug and reports them', () => {
    const reports: string[] = [];
    setDroppedItemReporter((where) => reports.push(where));
    const noSlug = { ...enrolledCourse, course_metadata: { course_slug: 'x' } };
    const noId = { ...enrolledCourse, course_details: { course_name: 'X' } };
    expect(schema.parse({ count: 3, results: [noSlug, noId, enrolledCourse] }).results).toHaveLength(1);
    expect(reports).toEqual(['enrollment', 'enrollment']);
  });

  itRejects(schema, [{}, { count: 'many', results: [] }, [enrolledCourse]]);
});

describe('enrollment status (C5)', () => {
  const schema = endpoints.enrollmentStatus.response;

  it.each([
    [
      'an active enrollment',
      { is_active: true, mode: 'audit', user: 'learner' },
      { is_active: true, mode: 'audit' },
    ],
    ['an ended enrollment', { is_active: false, mode: 'verified' }, { is_active: false, mode: 'verified' }],
    ['an empty body (null)', null, { is_active: false, mode: '' }],
    ['no body', undefined, { is_active: false, mode: '' }],
    ['an empty object', {}, { is_active: false, mode: '' }],
  ])('%s', (_label, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  itRejects(schema, [{ is_active: 'true' }, 'enrolled', []]);
});

describe('enroll and unenroll (C6, C7)', () => {
  it('enroll reads the LMS enrollment, whose is_active decides', () => {
    const schema = endpoints.enroll.response;
    expect(
      schema.parse({
        created: '2026-01-10T08:00:00Z',
        mode: 'honor',
        is_active: true,
        user: 'learner',
        course_details: {
          course_id: 'course-v1:A+B+C',
          course_name: 'Data',
          course_modes: [{ slug: 'honor' }],
          invite_only: false,
        },
      }),
    ).toEqual({
      created: '2026-01-10T08:00:00Z',
      mode: 'honor',
      is_active: true,
      user: 'learner',
      course_details: { course_id: 'course-v1:A+B+C', course_name: 'Data' },
    });
    expect(schema.parse({})).toMatchObject({ is_active: false, course_details: { course_id: '' } });
    expect(schema.safeParse({ is_active: 'yes' }).success).toBe(false);
  });

  it('unenroll answers the enrollment change', () => {
    const schema = endpoints.unenroll.response;
    expect(schema.parse({ course_id: 'course-v1:A+B+C', is_active: false, mode: 'audit' })).toEqual({
      course_id: 'course-v1:A+B+C',
      is_active: false,
    });
    expect(schema.parse({})).toEqual({ course_id: '', is_active: false });
    expect(schema.safeParse({ is_active: 'yes' }).success).toBe(false);
  });

  it('enroll sends a course id and may name a mode', () => {
    const body = endpoints.enroll.body;
    expect(body.safeParse({ course_details: { course_id: 'course-v1:A+B+C' } }).success).toBe(true);
    expect(body.safeParse({ course_details: { course_id: 'x' }, mode: 'audit' }).success).toBe(true);
    expect(body.safeParse({ course_details: { course_id: '' } }).success).toBe(false);
    expect(body.safeParse({ course_details: { course_id: 'x' }, mode: '' }).success).toBe(false);
  });
});

describe('course outline (C8)', () => {
  const schema = endpoints.courseOutline.response;

  it('parses resume and certificate', () => {
    const out = schema.parse({
      resume_course: { url: 'https://apps.example.org/learning/course/x/block', has_visited_course: true },
      cert_data: { cert_web_view_url: '/certificates/abc', cert_status: 'downloadable', download_url: null },
      course_blocks: null,
    });
    expect(out).toEqual({
      resume_course: { url: 'https://apps.example.org/learning/course/x/block', has_visited_course: true },
      cert_data: { cert_web_view_url: '/certificates/abc', cert_status: 'downloadable' },
      course_blocks: null,
    });
  });

  it('defaults a course never visited and without certificate', () => {
    expect(schema.parse({ cert_data: null })).toEqual({
      resume_course: { url: null, has_visited_course: false },
      cert_data: { cert_web_view_url: null, cert_status: '' },
      course_blocks: null,
    });
  });

  const CHAPTER = 'block-v1:X+Y+Z+type@chapter+block@w1';
  const SEQUENCE = 'block-v1:X+Y+Z+type@sequential+block@l1';
  // As CourseBlockSerializer sends a block (its other fields stripped).
  const block = (id: string, type: string, children: string[]) => ({
    children,
    complete: false,
    description: null,
    display_name: `${type} name`,
    due: null,
    effort_activities: null,
    effort_time: null,
    icon: null,
    id,
    lms_web_url: null,
    resume_block: false,
    type,
    has_scheduled_content: null,
  });

  it('reads the blocks of the course, its chapters and sequentials', () => {
    const out = schema.parse({
      course_blocks: {
        blocks: {
          [CHAPTER]: block(CHAPTER, 'chapter', [SEQUENCE]),
          [SEQUENCE]: block(SEQUENCE, 'sequential', []),
        },
      },
    });
    expect(out.course_blocks?.blocks[CHAPTER]).toEqual({
      id: CHAPTER,
      type: 'chapter',
      display_name: 'chapter name',
      children: [SEQUENCE],
      complete: false,
      lms_web_url: null,
    });
    expect(Object.keys(out.course_blocks?.blocks ?? {})).toEqual([CHAPTER, SEQUENCE]);
  });

  it.each<[string, unknown, unknown]>([
    ['a visitor’s null', null, null],
    ['an absent field', undefined, null],
    ['a list instead of a map', [], null],
    ['blocks that are not a map', { blocks: 'x' }, null],
    ['no blocks at all', {}, { blocks: {} }],
  ])('reads %s as no outline, without failing the answer', (_, blocks, expected) => {
    expect(schema.parse({ course_blocks: blocks }).course_blocks).toEqual(expected);
  });

  it('drops a block it cannot read and keeps the others', () => {
    const out = schema.parse({
      course_blocks: { blocks: { [CHAPTER]: block(CHAPTER, 'chapter', []), bad: { id: 7 } } },
    });
    expect(Object.keys(out.course_blocks?.blocks ?? {})).toEqual([CHAPTER]);
  });

  it.each([{ resume_course: 'url' }, { resume_course: { has_visited_course: 'yes' } }, null])(
    'rejects %j',
    (input) => {
      expect(schema.safeParse(input).success).toBe(false);
    },
  );
});

describe('small learner answers', () => {
  it.each([
    ['prerequisites met', endpoints.prereqStatus.response, { fulfilled: true }, { fulfilled: true }],
    [
      'prerequisites unmet',
      endpoints.prereqStatus.response,
      { fulfilled: false, extra: 1 },
      { fulfilled: false },
    ],
    [
      'payment page',
      endpoints.createTransaction.response,
      { paymentURL: 'https://pay.example.org/t/1' },
      { paymentURL: 'https://pay.example.org/t/1' },
    ],
    ['csrf token', endpoints.csrfToken.response, { csrfToken: 'abc123' }, { csrfToken: 'abc123' }],
    [
      'outbox',
      endpoints.outbox.response,
      {
        results: [{ to: 'n@example.org', subject: 'Activate', sent_at: '2024-01-01T00:00:00Z' }, { to: 'x' }],
      },
      { results: [{ to: 'n@example.org', subject: 'Activate', sent_at: '2024-01-01T00:00:00Z' }], count: 0 },
    ],
    ['preferences (204, no body)', endpoints.updatePreferences.response, undefined, undefined],
    ['activation e-mail (empty body)', endpoints.sendActivationEmail.response, null, null],
    ['refresh (any body)', endpoints.refreshToken.response, { expires: 1 }, { expires: 1 }],
  ])('parses %s', (_label, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    ['prerequisite status missing', endpoints.prereqStatus.response, {}],
    ['prerequisite status a string', endpoints.prereqStatus.response, { fulfilled: 'false' }],
    ['payment page empty', endpoints.createTransaction.response, { paymentURL: '' }],
    ['payment page missing', endpoints.createTransaction.response, {}],
    ['csrf token empty', endpoints.csrfToken.response, { csrfToken: '' }],
    ['outbox count a string', endpoints.outbox.response, { count: '1' }],
  ])('rejects %s', (_label, schema, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe('JWT claims and API errors', () => {
  const claims = {
    preferred_username: 'learner',
    email: 'l@example.org',
    name: 'Lea',
    user_id: 3,
    administrator: false,
    exp: 1_900_000_000,
  };

  it('parses the claims of the header.payload cookie', () => {
    expect(JwtClaims.parse({ ...claims, iss: 'atrium' })).toEqual(claims);
    expect(JwtClaims.parse({ preferred_username: 'a', user_id: 1, exp: 2 })).toEqual({
      preferred_username: 'a',
      email: '',
      name: '',
      user_id: 1,
      administrator: false,
      exp: 2,
    });
  });

  it.each([
    ['username missing', { user_id: 1, exp: 2 }],
    ['exp missing', { preferred_username: 'a', user_id: 1 }],
    ['user_id a string', { ...claims, user_id: '3' }],
  ])('rejects claims with %s', (_label, input) => {
    expect(JwtClaims.safeParse(input).success).toBe(false);
  });

  it('parses an error answer and rejects one without a code', () => {
    expect(ApiError.parse({ error: 'not_found', message: 'No such course' })).toEqual({
      error: 'not_found',
      message: 'No such course',
    });
    expect(ApiError.safeParse({ message: 'No such course' }).success).toBe(false);
  });
});
