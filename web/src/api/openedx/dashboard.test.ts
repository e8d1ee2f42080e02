import { learnerHomeInit } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { jwtCookieValue } from '../../test/jwt.ts';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { HttpError } from '../errors.ts';

const cookies = `csrftoken=abc; edx-jwt-cookie-header-payload=${jwtCookieValue({ preferred_username: 'lea' })}`;

describe('the dashboard on a stock platform', () => {
  it('lists the enrollments of the learner home, as the enrollment list pages them', async () => {
    server.use(http.get(`${LMS}/api/learner_home/init`, () => HttpResponse.json(learnerHomeInit)));
    const { client, asked } = stockClient(cookies);
    const page = await client.call('enrollmentList', { query: { page: 1 } });
    // The sample's entitlement without a run is no enrollment.
    expect(page.count).toBe(1);
    expect(page.results[0]?.course_details.course_id).toBe(learnerHomeInit.courses[0]?.courseRun?.courseId);
    expect(asked.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${LMS}/api/learner_home/init`]);
  });

  it('asks the learner home once for the lists a dashboard asks for together, and afresh after', async () => {
    server.use(http.get(`${LMS}/api/learner_home/init`, () => HttpResponse.json(learnerHomeInit)));
    const { client, asked } = stockClient(cookies);
    const [all, done] = await Promise.all([
      client.call('enrollmentList', { query: { page: 1 } }),
      client.call('enrollmentList', { query: { page: 1, progress: 'completed' } }),
    ]);
    expect(all.count).toBe(1);
    expect(
      done.count + (await client.call('enrollmentList', { query: { progress: 'in-progress' } })).count,
    ).toBe(1);
    expect(asked.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${LMS}/api/learner_home/init`,
      `GET ${LMS}/api/learner_home/init`,
    ]);
  });

  it('leaves a course with the change_enrollment form, CSRF token and all', async () => {
    let form: URLSearchParams | undefined;
    let token: string | null = null;
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
      http.post(`${LMS}/change_enrollment`, async ({ request }) => {
        token = request.headers.get('X-CSRFToken');
        form = new URLSearchParams(await request.text());
        return new HttpResponse('', { status: 200 });
      }),
    );
    const answer = await stockClient(cookies).client.call('unenroll', {
      body: { course_id: 'course-v1:A+B+C' },
    });
    expect(answer).toEqual({ course_id: 'course-v1:A+B+C', is_active: false });
    expect(Object.fromEntries(form ?? [])).toEqual({
      course_id: 'course-v1:A+B+C',
      enrollment_action: 'unenroll',
    });
    expect(token).toBe('tok');
  });

  it('reports a refused unenroll (400 with a sentence) as an HTTP error', async () => {
    server.use(
      http.get(`${LMS}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'tok' })),
      http.post(`${LMS}/change_enrollment`, () => new HttpResponse('You are not enrolled', { status: 400 })),
    );
    const call = stockClient(cookies).client.call('unenroll', { body: { course_id: 'course-v1:A+B+C' } });
    await expect(call).rejects.toBeInstanceOf(HttpError);
  });
});
