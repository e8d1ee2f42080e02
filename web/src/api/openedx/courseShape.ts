/**
 * The course page on a stock LMS, pure: the Course API's detail as the main table's course, and the
 * Enrollment API's answers as its enrollment status and enroll answer. A stock course has no slug:
 * its course id is its slug (docs/decisions.md, "A stock platform's course addresses").
 */
import {
  NO_PAID_COURSE,
  type CourseApiDetail,
  type CourseDetail,
  type EnrollmentStatus,
  type StockEnrollment,
  type StockEnrollmentStatus,
} from '@atrium/contract';
import type { Answer } from '../answer.ts';
import { lmsAddress } from './discoveryShape.ts';

export function courseOfDetail(detail: CourseApiDetail, lmsBaseUrl: string): CourseDetail {
  const image = detail.media.image.large ?? detail.media.image.raw ?? detail.media.course_image.uri;
  return {
    course_slug: detail.id,
    course_id: detail.id,
    instructors: [],
    total_weeks_of_effort: null,
    hours_effort_per_week_min: null,
    hours_effort_per_week_max: null,
    additional_metadata: {
      display_name: detail.name,
      short_description: detail.short_description ?? '',
      org: detail.org,
      language: null,
      self_paced: detail.pacing === 'self',
      certificate_enabled: false,
      course_image_url: lmsAddress(lmsBaseUrl, image),
      total_enrollments: 0,
      last_modification_date: null,
      enrollment_start: detail.enrollment_start,
      enrollment_end: detail.enrollment_end,
      course_start: detail.start,
      course_end: detail.end,
      effort: detail.effort,
      sections_count: 0,
      units_count: 0,
      about_overview: detail.overview ?? '',
      intro_video: lmsAddress(lmsBaseUrl, detail.media.course_video.uri),
      invitation_only: detail.invitation_only,
      max_enrollments: null,
      pre_req_courses: [],
    },
    paid_course: NO_PAID_COURSE,
    partner: null,
    what_you_will_learn: [],
    requirements: [],
    transcript_langs: [],
  };
}

/** Never enrolled (an empty body) reads as an inactive enrollment without a mode. */
export function statusOfStock(status: StockEnrollmentStatus): EnrollmentStatus {
  return status ? { is_active: status.is_active, mode: status.mode } : { is_active: false, mode: '' };
}

export function answerOfStock(enrollment: StockEnrollment): Answer<'enroll'> {
  return {
    created: enrollment.created,
    mode: enrollment.mode,
    is_active: enrollment.is_active,
    user: enrollment.user,
    course_details: {
      course_id: enrollment.course_details.course_id,
      course_name: enrollment.course_details.course_name,
    },
  };
}
