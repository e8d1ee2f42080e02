import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../../test/jwt.ts';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';

const COURSE = 'course-v1:AtriumX+CS101+2026';
const OTHER = 'course-v1:AtriumX+CS102+2026';
const signedIn = `csrftoken=abc; edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: 'lea' })}`;

const OUTLINE_PATH = `${LMS}/api/course_home/outline/:id/`;
const BLOCKS = {
  blocks: {
    c: { id: 'c', type: 'course', display_name: 'CS', children: ['w1'], complete: false, lms_web_url: null },
    w1: {
      id: 'w1',
      type: 'chapter',
      display_name: 'Week 1',
      children: ['l1'],
      complete: false,
      lms_web_url: null,
    },
    l1: {
      id: 'l1',
      type: 'sequential',
      display_name: 'Lesson 1',
      children: [],
      complete: false,
      lms_web_url: null,
    },
  },
};

/** The outline view answering every course with `blocks` (null: a private course's visitor). */
function outlineAnswers(blocks: unknown, status = 200) {
  server.use(
    http.get(OUTLINE_PATH, () =>
      status === 200
        ? HttpResponse.json({
            resume_course: { has_visited_course: false, url: null },
            cert_data: null,
            course_blocks: blocks,
          })
        : HttpResponse.json({ detail: 'No.' }, { status }),
    ),
  );
}

const outlineRequests = (asked: Request[]) =>
  asked.filter((r) => r.url.includes('/api/course_home/outline/')).map((r) => decodeURIComponent(r.url));

const sections = (toc: { toc: { sections: { name: string; subsections: { name: string }[] }[] } }) =>
  toc.toc.sections.map((s) => [s.name, ...s.subsections.map((sub) => sub.name)]);

describe('a stock course’s contents', () => {
  it('are the outline’s weeks and lessons, asked of a visitor without credentials needed', async () => {
    outlineAnswers(BLOCKS);
    const { client, asked } = stockClient();
    expect(sections(await client.call('courseToc', { params: { course_id: COURSE } }))).toEqual([
      ['Week 1', 'Lesson 1'],
    ]);
    expect(outlineRequests(asked)).toEqual([`${LMS}/api/course_home/outline/${COURSE}/`]);
  });

  it.each<[string, unknown, number]>([
    ['no blocks (a private course’s visitor)', null, 200],
    ['blocks it cannot read', 'x', 200],
    ['a course the LMS refuses (not started)', null, 403],
    ['a course the LMS does not know', null, 404],
  ])('are none, without an error, for %s', async (_, blocks, status) => {
    outlineAnswers(blocks, status);
    const { client } = stockClient();
    expect((await client.call('courseToc', { params: { course_id: COURSE } })).toc.sections).toEqual([]);
  });

  it('fail on a server error, and are asked again next time', async () => {
    outlineAnswers(null, 500);
    const { client, asked } = stockClient();
    await expect(client.call('courseToc', { params: { course_id: COURSE } })).rejects.toThrow();
    outlineAnswers(BLOCKS);
    expect(sections(await client.call('courseToc', { params: { course_id: COURSE } }))).toHaveLength(1);
    expect(outlineRequests(asked).length).toBeGreaterThanOrEqual(2);
  });
});

describe('one outline request per course a visit', () => {
  it('serves the contents from the outline the learner’s resume link asked for', async () => {
    outlineAnswers(BLOCKS);
    const { client, asked } = stockClient(signedIn);
    const outline = await client.call('courseOutline', { params: { course_id: COURSE } });
    expect(outline.resume_course.has_visited_course).toBe(false);
    const toc = await client.call('courseToc', { params: { course_id: COURSE } });
    expect(sections(toc)).toEqual([['Week 1', 'Lesson 1']]);
    expect(outlineRequests(asked)).toHaveLength(1);
  });

  it('shares the request in flight between the two readers', async () => {
    outlineAnswers(BLOCKS);
    const { client, asked } = stockClient(signedIn);
    await Promise.all([
      client.call('courseToc', { params: { course_id: COURSE } }),
      client.call('courseOutline', { params: { course_id: COURSE } }),
    ]);
    expect(outlineRequests(asked)).toHaveLength(1);
  });

  it('asks the contents of each course once, however often they are read', async () => {
    outlineAnswers(BLOCKS);
    const { client, asked } = stockClient();
    for (const id of [COURSE, OTHER, COURSE, OTHER])
      await client.call('courseToc', { params: { course_id: id } });
    expect(outlineRequests(asked)).toEqual([
      `${LMS}/api/course_home/outline/${COURSE}/`,
      `${LMS}/api/course_home/outline/${OTHER}/`,
    ]);
  });

  it('asks the contents afresh once the learner has enrolled: they may be for learners only', async () => {
    outlineAnswers(null);
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
      http.post(`${LMS}/api/enrollment/v1/enrollment`, () =>
        HttpResponse.json({ is_active: true, mode: 'audit', course_details: { course_id: COURSE } }),
      ),
    );
    const { client, asked } = stockClient(signedIn);
    expect(sections(await client.call('courseToc', { params: { course_id: COURSE } }))).toEqual([]);
    await client.call('enroll', { body: { course_details: { course_id: COURSE } } });
    outlineAnswers(BLOCKS);
    expect(sections(await client.call('courseToc', { params: { course_id: COURSE } }))).toEqual([
      ['Week 1', 'Lesson 1'],
    ]);
    expect(outlineRequests(asked)).toHaveLength(2);
  });

  it('asks the resume link afresh each time (it changes after enrolling, visiting)', async () => {
    outlineAnswers(BLOCKS);
    const { client, asked } = stockClient(signedIn);
    await client.call('courseOutline', { params: { course_id: COURSE } });
    await client.call('courseOutline', { params: { course_id: COURSE } });
    expect(outlineRequests(asked)).toHaveLength(2);
  });
});
