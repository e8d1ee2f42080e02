import { courseApiDetail, stockEnrollment } from '@atrium/contract/samples';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { HttpError } from '../errors.ts';

const COURSE = 'course-v1:edX+DemoX+Demo_Course';
const [audit, verified] = stockEnrollment.course_details.course_modes;

/** The Course API's detail, and the course's modes (or a failing answer). */
function stockCourse(modes: readonly unknown[] | 'failing') {
  server.use(
    http.get(`${LMS}/api/courses/v1/courses/:id`, () => HttpResponse.json(courseApiDetail)),
    http.get(`${LMS}/api/enrollment/v1/course/:id`, () =>
      modes === 'failing'
        ? HttpResponse.json({ message: 'down' }, { status: 500 })
        : HttpResponse.json({ ...stockEnrollment.course_details, course_modes: modes }),
    ),
  );
}

describe('the course page on a stock platform', () => {
  it('prices a course sold in one paid track, from its modes, read beside its detail', async () => {
    stockCourse([verified]);
    const { client, asked } = stockClient();
    const course = await client.call('courseMetadata', { params: { slug: COURSE } });
    expect(course.paid_course).toMatchObject({
      active: true,
      price: 4900,
      currency: 'USD',
      has_trial: false,
    });
    expect(asked.map((r) => `${r.method} ${decodeURIComponent(new URL(r.url).pathname)}`).sort()).toEqual([
      `GET /api/courses/v1/courses/${COURSE}`,
      `GET /api/courseware/course/${COURSE}`,
      `GET /api/enrollment/v1/course/${COURSE}`,
    ]);
  });

  it('shows a course with a free track as free', async () => {
    stockCourse([audit, verified]);
    expect(
      (await stockClient().client.call('courseMetadata', { params: { slug: COURSE } })).paid_course?.active,
    ).toBe(false);
  });

  /** The courseware API printing `price`, or failing (null). */
  function coursewarePrice(price: string | null) {
    server.use(
      http.get(`${LMS}/api/courseware/course/:id`, ({ params }) =>
        price === null
          ? HttpResponse.json({ detail: 'down' }, { status: 500 })
          : HttpResponse.json({ id: params.id, course_price: price }),
      ),
    );
  }

  it.each<[string, string | null, object | null]>([
    ['the courseware API’s printed price', '$49', { active: true, price_label: '$49' }],
    ['free where the courseware API says so', 'Free', { active: false, price_label: null }],
    ['free in the LMS’s language too', 'Gratuit', { active: false, price_label: null }],
    ['no price where neither says one', null, null],
  ])('gives a course whose modes fail %s', async (_, printed, expected) => {
    stockCourse('failing');
    coursewarePrice(printed);
    const course = await stockClient().client.call('courseMetadata', { params: { slug: COURSE } });
    expect(course.additional_metadata.display_name).toBe('Demonstration Course');
    if (expected === null) expect(course.paid_course).toBeNull();
    else expect(course.paid_course).toMatchObject(expected);
  });

  it('prices from the modes first, whatever the courseware API prints', async () => {
    stockCourse([verified]);
    coursewarePrice('$1');
    const course = await stockClient().client.call('courseMetadata', { params: { slug: COURSE } });
    expect(course.paid_course).toMatchObject({ active: true, price: 4900, price_label: null });
  });

  it('says a course can be bought while its paid track is open, and 404 when it has none', async () => {
    stockCourse([{ ...verified, expiration_datetime: null }]);
    expect(await stockClient().client.call('paidCourse', { params: { course_id: COURSE } })).toEqual({
      course_id: COURSE,
      price: 4900,
      currency: 'USD',
      has_trial: false,
    });
    stockCourse([audit]);
    const refused = stockClient().client.call('paidCourse', { params: { course_id: COURSE } });
    await expect(refused).rejects.toBeInstanceOf(HttpError);
    await expect(refused).rejects.toMatchObject({ status: 404 });
  });

  it('sends the buyer to the LMS’s track choice, without a transaction', async () => {
    const { client, asked } = stockClient();
    const answer = await client.call('createTransaction', { body: { course_id: COURSE, username: 'lea' } });
    expect(answer.paymentURL).toBe(`${LMS}/course_modes/choose/${encodeURIComponent(COURSE)}/`);
    expect(asked).toEqual([]);
  });
});
