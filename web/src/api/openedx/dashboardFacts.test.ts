import { stockProgressTab } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../../test/jwt.ts';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { inProgressCard, learnerHome, passingCard, stockCard } from './dashboardTestCards.ts';

const cookies = `csrftoken=abc; edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: 'lea' })}`;
const STARTED = 'course-v1:AtriumX+PHY101+2026';
const PASSED = 'course-v1:AtriumX+CHEM101+2026';
const BLOCKED = 'course-v1:AtriumX+PHY201+2026';

const blockedCard = stockCard({
  courseRun: { courseId: BLOCKED },
  enrollment: { coursewareAccess: { hasUnmetPrerequisites: true, isTooEarly: false, isStaff: false } },
  certificate: null,
  gradeData: { isPassing: false },
});

function platform(progress: 'answers' | 'absent') {
  server.use(
    http.get(`${LMS}/api/learner_home/init`, () =>
      HttpResponse.json(
        learnerHome([
          inProgressCard(STARTED, '2026-03-01T00:00:00Z'),
          passingCard(PASSED, null),
          blockedCard,
        ]),
      ),
    ),
    http.get(`${LMS}/api/course_home/progress/:id`, () =>
      progress === 'absent'
        ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
        : HttpResponse.json(stockProgressTab),
    ),
    http.get(`${LMS}/api/courseware/course/:id`, ({ params }) =>
      HttpResponse.json({
        id: params.id,
        pre_requisite_courses: [{ key: STARTED, display: 'AtriumX PHY101' }],
      }),
    ),
  );
}

const progressCalls = (asked: Request[]) =>
  asked.filter((r) => r.url.includes('/api/course_home/progress/')).map((r) => decodeURIComponent(r.url));

describe('the stock dashboard’s cards', () => {
  it('carry the progress API’s unit counts, locked units counted as left, asked for unpassed courses only', async () => {
    platform('answers');
    const { client, asked } = stockClient(cookies);
    const page = await client.call('enrollmentList', { query: { page: 1 } });
    const started = page.results.find((c) => c.course_details.course_id === STARTED);
    expect(started?.progress).toEqual({ complete_count: 6, incomplete_count: 16 });
    expect(page.results.find((c) => c.course_details.course_id === PASSED)?.progress).toEqual({
      complete_count: 1,
      incomplete_count: 0,
    });
    expect(progressCalls(asked)).toEqual([`${LMS}/api/course_home/progress/${STARTED}`]);
  });

  it('name the prerequisites of a course whose prerequisite is unmet, from the courseware API', async () => {
    platform('answers');
    const page = await stockClient(cookies).client.call('enrollmentList', { query: { page: 1 } });
    expect(page.results.find((c) => c.course_details.course_id === BLOCKED)?.pre_req_courses).toEqual([
      { course_slug: STARTED, display_name: 'AtriumX PHY101' },
    ]);
    expect(page.results.find((c) => c.course_details.course_id === STARTED)?.pre_req_courses).toEqual([]);
  });

  it('carry the learner home’s verdict on an unmet prerequisite, so the card asks no status', async () => {
    platform('answers');
    const page = await stockClient(cookies).client.call('enrollmentList', { query: { page: 1 } });
    expect(page.results.find((c) => c.course_details.course_id === BLOCKED)?.prerequisites_met).toBe(false);
  });

  it('have no figure where the platform has no progress API, which is not asked again this visit', async () => {
    platform('absent');
    const { client, asked } = stockClient(cookies);
    const first = await client.call('enrollmentList', { query: { page: 1 } });
    await client.call('enrollmentList', { query: { page: 1, progress: 'in-progress' } });
    expect(first.results.find((c) => c.course_details.course_id === STARTED)?.progress).toEqual({
      complete_count: 0,
      incomplete_count: 0,
    });
    expect(progressCalls(asked)).toHaveLength(1);
  });

  it('still list when one course’s progress is refused, and ask again for the others', async () => {
    platform('answers');
    server.use(
      http.get(`${LMS}/api/course_home/progress/:id`, () =>
        HttpResponse.json({ detail: 'Course does not start until December 14, 2026' }, { status: 403 }),
      ),
    );
    const { client, asked } = stockClient(cookies);
    const page = await client.call('enrollmentList', { query: { page: 1 } });
    expect(page.count).toBe(3);
    await client.call('enrollmentList', { query: { page: 1, progress: 'in-progress' } });
    // A 403 refuses one course: the source is not taken for absent.
    expect(progressCalls(asked)).toHaveLength(2);
  });
});
