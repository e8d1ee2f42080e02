import { CourseApiDetail, EnrollmentCourseDetails, NO_PAID_COURSE, StockEnrollment } from '@atrium/contract';
import { courseApiDetail, stockEnrollment } from '@atrium/contract/samples';
import { describe, expect, it } from 'vitest';
import {
  answerOfStock,
  courseOfDetail,
  paidCourseOfModes,
  purchaseMode,
  purchaseOfModes,
  statusOfStock,
  trackChoiceUrl,
} from './courseShape.ts';

const LMS = 'https://lms.test';

describe('courseOfDetail', () => {
  const detail = CourseApiDetail.parse(courseApiDetail);

  it('knows the course by its id, as slug too, with the Course API’s facts', () => {
    const course = courseOfDetail(detail, LMS);
    expect(course.course_slug).toBe('course-v1:edX+DemoX+Demo_Course');
    expect(course.course_id).toBe('course-v1:edX+DemoX+Demo_Course');
    expect(course.additional_metadata).toMatchObject({
      display_name: 'Demonstration Course',
      short_description: 'An example course.',
      org: 'edX',
      self_paced: false,
      course_start: '2030-07-17T12:00:00Z',
      enrollment_end: null,
      effort: '5:30',
      about_overview: courseApiDetail.overview,
      intro_video: null,
      course_image_url: courseApiDetail.media.image.large,
    });
    expect(course.partner).toBeNull();
    expect(course.instructors).toEqual([]);
    expect(course.paid_course?.active).toBe(false);
  });

  it.each([
    [{ pacing: 'self' }, true],
    [{ pacing: 'instructor' }, false],
  ])('reads pacing %j as self-paced %s', (change, selfPaced) => {
    expect(courseOfDetail({ ...detail, ...change }, LMS).additional_metadata.self_paced).toBe(selfPaced);
  });

  it('falls back to the LMS-relative course image, made absolute', () => {
    const bare = {
      ...detail,
      media: { ...detail.media, image: { raw: null, small: null, large: null } },
    };
    expect(courseOfDetail(bare, LMS).additional_metadata.course_image_url).toBe(
      `${LMS}${courseApiDetail.media.course_image.uri}`,
    );
  });
});

describe('enrollment answers', () => {
  const enrollment = StockEnrollment.parse(stockEnrollment);

  it.each([
    [null, { is_active: false, mode: '' }],
    [enrollment, { is_active: enrollment.is_active, mode: enrollment.mode }],
    [
      { ...enrollment, is_active: false },
      { is_active: false, mode: enrollment.mode },
    ],
  ])('status %#', (status, expected) => {
    expect(statusOfStock(status)).toEqual(expected);
  });

  it('answers an enroll with the enrollment’s course', () => {
    expect(answerOfStock(enrollment)).toMatchObject({
      is_active: enrollment.is_active,
      user: enrollment.user,
      course_details: { course_id: enrollment.course_details.course_id },
    });
  });
});

describe('a stock course’s price, from its modes', () => {
  const sample = EnrollmentCourseDetails.parse(stockEnrollment.course_details);
  const [audit, verified] = sample.course_modes;
  const withModes = (course_modes: unknown[]) =>
    EnrollmentCourseDetails.parse({ ...stockEnrollment.course_details, course_modes });
  const NOW = new Date('2030-08-01T00:00:00Z');

  it.each([
    ['audit and verified: the free track is enrolled in, nothing sold', [audit, verified], null],
    ['honor only: free', [{ ...audit, slug: 'honor' }], null],
    ['no modes: free (the LMS enrolls in audit)', [], null],
    ['verified only: sold', [verified], 'verified'],
    [
      'two paid tracks: the cheaper one',
      [{ ...verified, slug: 'professional', min_price: 199 }, verified],
      'verified',
    ],
  ])('%s', (_label, modes, expected) => {
    expect(purchaseMode(withModes(modes).course_modes)?.slug ?? null).toBe(expected);
  });

  it('prices a verified-only course in minor units, upper-case currency, with no trial', () => {
    expect(paidCourseOfModes(withModes([verified]))).toEqual({
      active: true,
      price: 4900,
      currency: 'USD',
      course_id: 'course-v1:edX+DemoX+Demo_Course',
      has_trial: false,
      trial_end: null,
      show_price_on_trial: false,
      price_label: null,
    });
    expect(paidCourseOfModes(sample)).toEqual(NO_PAID_COURSE);
    expect(paidCourseOfModes(null)).toEqual(NO_PAID_COURSE);
    const course = courseOfDetail(
      CourseApiDetail.parse(courseApiDetail),
      LMS,
      paidCourseOfModes(withModes([verified])),
    );
    expect(course.paid_course?.price).toBe(4900);
  });

  it('sells it while its paid track has not expired', () => {
    const sold = withModes([verified]);
    expect(purchaseOfModes(sold, NOW)).toEqual({
      course_id: 'course-v1:edX+DemoX+Demo_Course',
      price: 4900,
      currency: 'USD',
      has_trial: false,
    });
    expect(purchaseOfModes(sold, new Date('2031-01-01T00:00:00Z'))).toBeNull();
    expect(
      purchaseOfModes(withModes([{ ...verified, expiration_datetime: null }]), new Date('2040-01-01')),
    ).not.toBeNull();
    expect(purchaseOfModes(sample, NOW)).toBeNull();
  });

  it('sends the learner to the LMS’s own track choice to buy it', () => {
    expect(trackChoiceUrl(LMS, 'course-v1:edX+DemoX+Demo_Course')).toBe(
      `${LMS}/course_modes/choose/course-v1%3AedX%2BDemoX%2BDemo_Course/`,
    );
  });
});
