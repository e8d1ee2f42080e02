/**
 * The course outline as the LMS's `OutlineTabView` answers it, in the stock dialect: 200 to everyone
 * for a course that exists, with `course_blocks` for the enrolled learner and staff, and for anyone
 * where the course's outline is public (a seed fact: its free self-paced courses); null otherwise.
 */
import type { CourseOutline, OutlineBlock } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness.ts';
import { call, CookieJar, fixtureCourse, parsed, signIn, startServer } from './harness.ts';

let server: TestServer;
let learner: CookieJar;
let graduate: CookieJar;
let staff: CookieJar;
beforeAll(async () => {
  server = await startServer({ platformApi: 'openedx' });
  server.db.prepare("UPDATE users SET is_staff = 1 WHERE username = 'newcomer'").run();
  [learner, graduate, staff] = await Promise.all([
    signIn(server.app, 'learner'),
    signIn(server.app, 'graduate'),
    signIn(server.app, 'newcomer'),
  ]);
});

const outlineOf = async (archetype: string, jar = new CookieJar()): Promise<CourseOutline> =>
  parsed(
    'courseOutline',
    await call(server.app, 'courseOutline', {
      jar,
      params: { course_id: fixtureCourse(server.db, archetype).courseKey },
    }),
  );

const blocksOf = (outline: CourseOutline, type: string): OutlineBlock[] =>
  Object.values(outline.course_blocks?.blocks ?? {}).filter((block) => block.type === type);

const tocCount = (archetype: string, depth: number) =>
  server.db
    .prepare('SELECT count(*) FROM toc_nodes WHERE course_id = ? AND depth = ?')
    .pluck()
    .get(fixtureCourse(server.db, archetype).id, depth) as number;

const isEnrolled = (username: string, archetype: string) =>
  server.db
    .prepare(
      'SELECT count(*) FROM enrollments e JOIN users u ON u.id = e.user_id WHERE u.username = ? AND e.course_id = ? AND e.is_active = 1',
    )
    .pluck()
    .get(username, fixtureCourse(server.db, archetype).id) === 1;

describe('course outline for each kind of caller', () => {
  it('gives a visitor the weeks and lessons of a course whose outline is public, unlinked', async () => {
    const outline = await outlineOf('python');
    expect(blocksOf(outline, 'chapter')).toHaveLength(tocCount('python', 0));
    expect(blocksOf(outline, 'sequential')).toHaveLength(tocCount('python', 1));
    const [course] = blocksOf(outline, 'course');
    expect(course?.display_name).toBe('Introduction to Python Programming');
    expect(course?.children).toEqual(blocksOf(outline, 'chapter').map((b) => b.id));
    for (const block of Object.values(outline.course_blocks?.blocks ?? {})) {
      expect(block.lms_web_url).toBeNull();
      expect(block.complete).toBe(false);
    }
    expect(outline.resume_course).toEqual({ url: null, has_visited_course: false });
    expect(outline.cert_data.cert_web_view_url).toBeNull();
  });

  it('gives a visitor no outline of a private course, with 200 and nothing personal', async () => {
    const response = await call(server.app, 'courseOutline', {
      params: { course_id: fixtureCourse(server.db, 'visited-current').courseKey },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.course_blocks).toBeNull();
    expect(body.resume_course).toEqual({ url: null, has_visited_course: false });
  });

  it('gives a signed-in learner not enrolled no outline of a private course', async () => {
    expect(isEnrolled('graduate', 'visited-current')).toBe(false);
    const outline = await outlineOf('visited-current', graduate);
    expect(outline.course_blocks).toBeNull();
    expect(outline.resume_course.url).toBeNull();
  });

  it('gives the enrolled learner the outline of a private course, lessons linked', async () => {
    expect(isEnrolled('learner', 'visited-current')).toBe(true);
    const outline = await outlineOf('visited-current', learner);
    const lessons = blocksOf(outline, 'sequential');
    expect(lessons).toHaveLength(tocCount('visited-current', 1));
    for (const lesson of lessons) expect(lesson.lms_web_url).toMatch(/^http:\/\/.+\/course\/.+\?block=\d+$/);
    expect(outline.resume_course.url).not.toBeNull();
  });

  it('marks a completed course’s every block complete, and a course begun only in part', async () => {
    const completed = await outlineOf('completed', learner);
    expect(Object.values(completed.course_blocks?.blocks ?? {}).every((b) => b.complete)).toBe(true);
    const current = await outlineOf('visited-current', learner);
    expect(blocksOf(current, 'course')[0]?.complete).toBe(false);
  });

  it('gives staff the outline of a private course they are not enrolled in', async () => {
    expect(isEnrolled('newcomer', 'visited-current')).toBe(false);
    const outline = await outlineOf('visited-current', staff);
    expect(blocksOf(outline, 'chapter')).toHaveLength(tocCount('visited-current', 0));
  });
});

describe('course outline of bad input', () => {
  it.each([
    ['an unknown course', 'course-v1:Nobody+X1+2026', 404],
    ['a malformed course id', 'not a course id', 404],
    ['an overlong course id', `course-v1:${'x'.repeat(3000)}`, 414],
  ])('answers %s with a %s and a clear body', async (_, courseId, status) => {
    const response = await call(server.app, 'courseOutline', { params: { course_id: courseId } });
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message?: string }>().message).toMatch(/\w+/);
  });
});
