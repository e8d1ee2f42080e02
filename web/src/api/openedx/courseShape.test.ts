import { CourseApiDetail, StockEnrollment } from '@atrium/contract';
import { courseApiDetail, stockEnrollment } from '@atrium/contract/samples';
import { describe, expect, it } from 'vitest';
import { answerOfStock, courseOfDetail, statusOfStock } from './courseShape.ts';

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
    expect(course.paid_course.active).toBe(false);
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
