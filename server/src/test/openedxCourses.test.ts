/** The Course API in the stock shape: pages, filters, one course, and its refusals. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCourse, signIn, startServer, type CookieJar, type TestServer } from './harness.ts';
import { expectStockError, stockCall, stockParsed } from './stockCalls.ts';

let server: TestServer;
let learner: CookieJar;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx', courses: 60 });
  learner = await signIn(server.app, 'learner');
});

const list = async (query: Record<string, string | number> = {}) =>
  stockParsed('courseList', await stockCall(server.app, 'courseList', { query }));
const courseCount = () => server.db.prepare('SELECT count(*) FROM courses').pluck().get() as number;

describe('course list', () => {
  it('pages 10 courses at a time in course-key order, with the LMS pagination block', async () => {
    const first = await list();
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toMatchObject({
      count: courseCount(),
      num_pages: Math.ceil(courseCount() / 10),
      previous: null,
    });
    expect(new URL(first.pagination.next ?? '').searchParams.get('page')).toBe('2');
    const keys = first.results.map((c) => c.id);
    expect(keys).toEqual([...keys].sort());
    const second = await list({ page: 2 });
    expect((second.results[0]?.id ?? '') > (keys.at(-1) ?? '')).toBe(true);
  });

  it('reads a page size over 100 as 100', async () => {
    const answer = await list({ page_size: 500 });
    expect(answer.results).toHaveLength(Math.min(100, courseCount()));
  });

  it('filters by org, whatever its case, and by text', async () => {
    const byOrg = await list({ org: 'atriumx', page_size: 100 });
    expect(byOrg.results.length).toBeGreaterThan(0);
    expect(new Set(byOrg.results.map((c) => c.org))).toEqual(new Set(['AtriumX']));
    const byText = await list({ search_term: 'Introduction to Python Programming' });
    expect(byText.results.map((c) => c.id)).toContain(fixtureCourse(server.db, 'python').courseKey);
    expect(byText.pagination.count).toBeLessThan(courseCount());
  });

  it('answers 404 with a developer message for a page past the end or not a number', async () => {
    for (const page of ['99', 'two'])
      expectStockError(await stockCall(server.app, 'courseList', { query: { page } }), 404, [
        'developer_message',
      ]);
  });

  it('refuses to list as another user', async () => {
    expectStockError(
      await stockCall(server.app, 'courseList', { jar: learner, query: { username: 'graduate' } }),
      403,
      ['developer_message'],
    );
  });
});

describe('course detail', () => {
  it('ends its overview with Studio’s Course Staff section, naming the course’s instructors in order', async () => {
    const python = fixtureCourse(server.db, 'python');
    const staff = server.db
      .prepare(
        'SELECT i.name, i.slug FROM course_instructors ci JOIN instructors i ON i.id = ci.instructor_id WHERE ci.course_id = ? ORDER BY ci.position',
      )
      .all(python.id) as { name: string; slug: string }[];
    expect(staff.length).toBeGreaterThan(0);
    const { overview } = stockParsed(
      'courseDetail',
      await stockCall(server.app, 'courseDetail', { params: { course_id: python.courseKey } }),
    );
    const section = overview?.slice(overview.indexOf('<section class="course-staff">')) ?? '';
    expect(section).toMatch(/^<section class="course-staff">\n<h2>Course Staff<\/h2>/);
    expect([...section.matchAll(/<h3>([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(staff.map((s) => s.name));
    expect(section).toContain(`src="http://localhost:80/static/instructors/${staff[0]?.slug}.svg"`);
    const courseware = await stockCall(server.app, 'coursewareCourse', {
      params: { course_id: python.courseKey },
      query: { requested_fields: 'id,overview' },
    });
    expect(courseware.json<{ overview: string }>().overview).toBe(overview);
  });

  it('answers one course with its overview and the list fields', async () => {
    const python = fixtureCourse(server.db, 'python');
    const course = stockParsed(
      'courseDetail',
      await stockCall(server.app, 'courseDetail', { params: { course_id: python.courseKey } }),
    );
    expect(course).toMatchObject({
      id: python.courseKey,
      name: 'Introduction to Python Programming',
      number: 'CS101',
      org: 'AtriumX',
      pacing: 'self',
      start_type: 'timestamp',
      hidden: false,
      invitation_only: false,
    });
    expect(course.overview).toContain('<');
    expect(course.start_display).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    expect(course.media.course_image.uri).toMatch(/^\/static\/covers\//);
    expect(course.media.image.large).toMatch(/^http:\/\//);
  });

  it('takes a trailing slash, as the LMS pattern does', async () => {
    const python = fixtureCourse(server.db, 'python');
    const response = await server.app.inject({
      url: `/api/courses/v1/courses/${encodeURIComponent(python.courseKey)}/`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('tells the learner asking with their username whether they are enrolled', async () => {
    const enrolled = fixtureCourse(server.db, 'visited-current');
    const other = fixtureCourse(server.db, 'python');
    const ask = async (courseId: string) =>
      stockParsed(
        'courseDetail',
        await stockCall(server.app, 'courseDetail', {
          jar: learner,
          params: { course_id: courseId },
          query: { username: 'learner' },
        }),
      ).is_enrolled;
    expect([await ask(enrolled.courseKey), await ask(other.courseKey)]).toEqual([true, false]);
  });

  it('answers 404 with a developer message for an unknown course', async () => {
    expectStockError(
      await stockCall(server.app, 'courseDetail', { params: { course_id: 'course-v1:No+Such+Course' } }),
      404,
      ['developer_message'],
    );
  });
});
