import { courseApiDetail, stockEnrollment } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../../test/jwt.ts';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { inProgressCard, learnerHome, passingCard, stockCard } from './dashboardTestCards.ts';

const COURSE = 'course-v1:AtriumX+PHY201+2026';
const OTHER = 'course-v1:AtriumX+CHEM101+2026';
const PREREQ = 'course-v1:AtriumX+PHY101+2026';
const cookies = `csrftoken=abc; edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: 'lea' })}`;

const paths = (asked: Request[]) =>
  asked.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`).sort();

/** The Course API and the modes answer any course; the courseware API as `courseware` says. */
function stockCourses(courseware: 'absent' | { pre_requisite_courses: unknown[] }) {
  server.use(
    http.get(`${LMS}/api/courses/v1/courses/:id`, ({ params }) =>
      HttpResponse.json({ ...courseApiDetail, id: params.id, course_id: params.id }),
    ),
    http.get(`${LMS}/api/enrollment/v1/course/:id`, () => HttpResponse.json(stockEnrollment.course_details)),
    http.get(`${LMS}/api/courseware/course/:id`, ({ params, request }) => {
      if (courseware === 'absent') return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      // As the serializer does: only the fields asked for (`requested_fields`), when asked.
      const fields = new URL(request.url).searchParams.get('requested_fields')?.split(',');
      const whole: Record<string, unknown> = {
        id: params.id,
        name: 'Waves',
        course_price: 'Free',
        ...courseware,
      };
      return HttpResponse.json(
        Object.fromEntries(Object.entries(whole).filter(([key]) => !fields || fields.includes(key))),
      );
    }),
  );
}

describe('a stock course page’s prerequisites', () => {
  it('are the courseware API’s, by course id and display name, asked for only the fields read', async () => {
    stockCourses({ pre_requisite_courses: [{ key: PREREQ, display: 'AtriumX PHY101' }] });
    const { client, asked } = stockClient();
    const course = await client.call('courseMetadata', { params: { slug: COURSE } });
    expect(course.additional_metadata.pre_req_courses).toEqual([
      { course_slug: PREREQ, display_name: 'AtriumX PHY101', cover: null },
    ]);
    const courseware = asked.find((r) => r.url.includes('/api/courseware/'));
    expect(new URL(courseware?.url ?? LMS).searchParams.get('requested_fields')).toBe(
      'id,pre_requisite_courses,course_price',
    );
    expect(paths(asked)).toEqual([
      `GET /api/courses/v1/courses/${COURSE}`,
      `GET /api/courseware/course/${COURSE}`,
      `GET /api/enrollment/v1/course/${COURSE}`,
    ]);
  });

  it('are none on a release without the courseware API, which is not asked again this visit', async () => {
    stockCourses('absent');
    const { client, asked } = stockClient();
    const first = await client.call('courseMetadata', { params: { slug: COURSE } });
    const second = await client.call('courseMetadata', { params: { slug: OTHER } });
    expect(first.additional_metadata.pre_req_courses).toEqual([]);
    expect(second.additional_metadata.display_name).toBe(courseApiDetail.name);
    expect(paths(asked).filter((p) => p.includes('/api/courseware/'))).toEqual([
      `GET /api/courseware/course/${COURSE}`,
    ]);
  });

  it('are none, and the page still shows, when the courseware API fails', async () => {
    stockCourses({ pre_requisite_courses: [] });
    server.use(
      http.get(`${LMS}/api/courseware/course/:id`, () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    );
    const course = await stockClient().client.call('courseMetadata', { params: { slug: COURSE } });
    expect(course.additional_metadata.pre_req_courses).toEqual([]);
  });
});

describe('a stock course’s prerequisite status', () => {
  function platform(cards: Parameters<typeof learnerHome>[0]) {
    stockCourses({ pre_requisite_courses: [{ key: PREREQ, display: 'AtriumX PHY101' }] });
    server.use(http.get(`${LMS}/api/learner_home/init`, () => HttpResponse.json(learnerHome(cards))));
  }
  const status = (client: ReturnType<typeof stockClient>['client']) =>
    client.call('prereqStatus', { params: { course_slug: COURSE } });

  it('is the learner home’s verdict for an enrolled learner', async () => {
    platform([
      stockCard({
        courseRun: { courseId: COURSE },
        enrollment: { coursewareAccess: { hasUnmetPrerequisites: true, isTooEarly: false, isStaff: false } },
      }),
      passingCard(PREREQ, null),
    ]);
    expect(await status(stockClient(cookies).client)).toEqual({ fulfilled: false });
  });

  it('is met before enrolling once every prerequisite is passed, and unmet while one is not', async () => {
    platform([passingCard(PREREQ, null)]);
    expect(await status(stockClient(cookies).client)).toEqual({ fulfilled: true });
    platform([inProgressCard(PREREQ, null)]);
    expect(await status(stockClient(cookies).client)).toEqual({ fulfilled: false });
  });

  it('shares the course page’s courseware answer instead of asking again', async () => {
    platform([passingCard(PREREQ, null)]);
    const { client, asked } = stockClient(cookies);
    await client.call('courseMetadata', { params: { slug: COURSE } });
    await status(client);
    expect(paths(asked).filter((p) => p.includes('/api/courseware/'))).toHaveLength(1);
  });
});
