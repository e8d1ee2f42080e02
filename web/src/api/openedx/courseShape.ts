/**
 * The course page on a stock LMS, pure: the Course API's detail as the main table's course, and the
 * Enrollment API's answers as its enrollment status and enroll answer. A stock course has no slug:
 * its course id is its slug (docs/decisions/stock-platform-course-addresses.md).
 */
import {
  NO_PAID_COURSE,
  priceOfAmount,
  type CourseApiDetail,
  type CourseDetail,
  type CourseMode,
  type EnrollmentCourseDetails,
  type PaidCourse,
  type PaidCourseInfo,
  type PrereqCourseRef,
  type EnrollmentStatus,
  type StockEnrollment,
  type StockEnrollmentStatus,
} from '@atrium/contract';
import type { Answer } from '../answer.ts';
import { lmsAddress } from './discoveryShape.ts';
import { isFreeMode } from './freeModes.ts';

/**
 * The track a course is bought in: none while a free track is offered (the learner enrolls in that one,
 * and upgrades on the LMS), else the cheapest paid one.
 */
export function purchaseMode(modes: readonly CourseMode[]): CourseMode | null {
  if (modes.some((mode) => isFreeMode(mode.slug) || mode.min_price === 0)) return null;
  return modes.reduce<CourseMode | null>(
    (cheapest, mode) => (cheapest === null || mode.min_price < cheapest.min_price ? mode : cheapest),
    null,
  );
}

/** The purchase facts of a course bought in `mode`. */
function paidCourseOf(mode: CourseMode, courseId: string): PaidCourseInfo {
  return {
    active: true,
    price: priceOfAmount(mode.min_price, mode.currency),
    currency: mode.currency.toUpperCase() || 'USD',
    course_id: courseId,
    has_trial: false,
    trial_end: null,
    show_price_on_trial: false,
    price_label: null,
  };
}

/** What the course page shows of buying it, from its modes (a course without modes is free). */
export function paidCourseOfModes(details: EnrollmentCourseDetails | null): PaidCourseInfo {
  const mode = details ? purchaseMode(details.course_modes) : null;
  return details && mode ? paidCourseOf(mode, details.course_id) : NO_PAID_COURSE;
}

/** Whether it can be bought now: its paid track has not expired. */
export function purchaseOfModes(details: EnrollmentCourseDetails, now: Date): PaidCourse | null {
  const mode = purchaseMode(details.course_modes);
  if (!mode) return null;
  if (mode.expiration_datetime !== null && Date.parse(mode.expiration_datetime) <= now.getTime()) return null;
  const { course_id, price, currency } = paidCourseOf(mode, details.course_id);
  return { course_id, price, currency, has_trial: false };
}

/** The LMS's own page where a learner chooses a course's track and pays for it. */
export const trackChoiceUrl = (lmsBaseUrl: string, courseId: string): string =>
  `${lmsBaseUrl}/course_modes/choose/${encodeURIComponent(courseId)}/`;

export function courseOfDetail(
  detail: CourseApiDetail,
  lmsBaseUrl: string,
  paid: PaidCourseInfo | null = NO_PAID_COURSE,
  prerequisites: PrereqCourseRef[] = [],
): CourseDetail {
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
      // The Course API does not count learners: unknown, so the page says nothing of them.
      total_enrollments: null,
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
      pre_req_courses: prerequisites,
    },
    paid_course: paid,
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
