/** Course rows → the stock wire shapes (the schemas' input side). Pure: the origin makes URLs absolute. */
import type {
  CourseApiCourse,
  CourseDiscoveryDocument,
  CoursewareCourse,
  EnrollmentCourseDetails,
  StockEnrollment,
} from '@atrium/contract';
import type * as z from 'zod/mini';
import { courseCoverPath } from '../catalogue/images.ts';
import type { EnrollmentRow } from '../repositories/enrollments.ts';
import type { CourseRow } from '../repositories/rows.ts';
import {
  courseKeyParts,
  courseModes,
  drfDate,
  htmlToText,
  indexDate,
  startDisplay,
  stockModeOf,
} from './courseFacts.ts';
import { courseDisplayString, coursePriceText, escapedName } from './coursewareFacts.ts';
import { isCourseFull } from './enrollRules.ts';
import type { PrerequisiteKeyRow } from './queries.ts';

/** The course's media as both course APIs send them: the cover relative, its sizes absolute. */
function courseMedia(row: CourseRow, origin: string) {
  const cover = courseCoverPath(row.slug);
  return {
    course_image: { uri: cover },
    course_video: { uri: row.intro_video },
    image: { raw: origin + cover, small: origin + cover, large: origin + cover },
  };
}

/** `CourseSerializer` (the list); the detail adds `overview`. `course_id` is deprecated, still sent. */
export function shapeCourseApiCourse(
  row: CourseRow,
  origin: string,
): z.input<typeof CourseApiCourse> & { course_id: string } {
  const cover = courseCoverPath(row.slug);
  return {
    blocks_url: `${origin}/api/courses/v1/blocks/?course_id=${encodeURIComponent(row.course_key)}`,
    effort: row.effort,
    end: drfDate(row.course_end),
    enrollment_start: drfDate(row.enrollment_start),
    enrollment_end: drfDate(row.enrollment_end),
    id: row.course_key,
    media: { banner_image: { uri: cover, uri_absolute: origin + cover }, ...courseMedia(row, origin) },
    name: row.display_name,
    number: courseKeyParts(row.course_key).number,
    org: row.org_short_name,
    short_description: row.short_description,
    start: drfDate(row.course_start),
    start_display: startDisplay(row.course_start),
    start_type: 'timestamp',
    pacing: row.self_paced === 1 ? 'self' : 'instructor',
    mobile_available: false,
    hidden: false,
    invitation_only: row.invitation_only === 1,
    course_id: row.course_key,
  };
}

/** The Enrollment API's `CourseSerializer`, with the course's modes. */
export function shapeEnrollmentCourse(row: CourseRow): z.input<typeof EnrollmentCourseDetails> {
  return {
    course_id: row.course_key,
    course_name: row.display_name,
    enrollment_start: drfDate(row.enrollment_start),
    enrollment_end: drfDate(row.enrollment_end),
    course_start: drfDate(row.course_start),
    course_end: drfDate(row.course_end),
    invite_only: row.invitation_only === 1,
    course_modes: courseModes(row).map((mode) => ({
      slug: mode.slug,
      name: mode.name,
      min_price: mode.minPrice,
      suggested_prices: '',
      currency: mode.currency,
      expiration_datetime: drfDate(mode.expires),
      description: null,
      sku: null,
      bulk_sku: null,
    })),
    pacing_type: row.self_paced === 1 ? 'Self Paced' : 'Instructor Paced',
  };
}

export function shapeStockEnrollment(
  username: string,
  row: CourseRow,
  enrollment: Pick<EnrollmentRow, 'is_active' | 'mode'> & { created_at: string },
): z.input<typeof StockEnrollment> {
  return {
    created: drfDate(enrollment.created_at),
    mode: stockModeOf(enrollment.mode),
    is_active: enrollment.is_active === 1,
    user: username,
    course_details: shapeEnrollmentCourse(row),
  };
}

/**
 * A `course_info` document: a field is left out when the course has no value for it, and
 * `org_image_url` when the imitated release does not index it (null).
 */
export function shapeDiscoveryDocument(
  row: CourseRow,
  overviewHtml: string,
  orgImageUrl: string | null,
): z.input<typeof CourseDiscoveryDocument> {
  const { number } = courseKeyParts(row.course_key);
  const doc: z.input<typeof CourseDiscoveryDocument> = {
    id: row.course_key,
    course: row.course_key,
    content: {
      display_name: row.display_name,
      short_description: row.short_description || null,
      overview: htmlToText(overviewHtml) || null,
      number,
    },
    image_url: courseCoverPath(row.slug),
    ...(orgImageUrl !== null && { org_image_url: orgImageUrl }),
    start: indexDate(row.course_start),
    number,
    org: row.org_short_name,
    modes: courseModes(row).map((m) => m.slug),
    language: row.language,
    self_paced: row.self_paced === 1,
    catalog_visibility: 'both',
  };
  if (row.course_end) doc.end = indexDate(row.course_end);
  if (row.enrollment_start) doc.enrollment_start = indexDate(row.enrollment_start);
  if (row.enrollment_end) doc.enrollment_end = indexDate(row.enrollment_end);
  if (row.effort) doc.effort = row.effort;
  if (row.invitation_only === 1) doc.invitation_only = true;
  return doc;
}

/** What the courseware API adds to the course row: the caller's enrollment and the course's prerequisites. */
export interface CoursewareFacts {
  enrollment: { mode: string | null; is_active: boolean };
  prerequisites: readonly PrerequisiteKeyRow[];
  now: string;
}

/** Fields Atrium does not read, sent as a stock LMS without e-commerce or a marketing site sends them. */
interface CoursewareCatalogueExtras {
  marketing_url: null;
  ecommerce_checkout: false;
  single_paid_mode: Record<string, never>;
  ecommerce_checkout_link: null;
  start_date_is_still_default: false;
  advertised_start: null;
  about_sidebar_html: null;
}

/** `CourseInfoSerializer`'s course-page fields, in its order (the learning-area ones are left out). */
export function shapeCoursewareCourse(
  row: CourseRow,
  facts: CoursewareFacts,
  origin: string,
): z.input<typeof CoursewareCourse> & CoursewareCatalogueExtras {
  const { number } = courseKeyParts(row.course_key);
  return {
    effort: row.effort,
    end: drfDate(row.course_end),
    enrollment: facts.enrollment,
    enrollment_start: drfDate(row.enrollment_start),
    enrollment_end: drfDate(row.enrollment_end),
    id: row.course_key,
    language: row.language,
    media: courseMedia(row, origin),
    name: escapedName(row.display_name),
    short_description: row.short_description,
    start: drfDate(row.course_start),
    start_display: startDisplay(row.course_start),
    start_type: 'timestamp',
    pacing: row.self_paced === 1 ? 'self' : 'instructor',
    marketing_url: null,
    is_course_full: isCourseFull(row),
    invitation_only: row.invitation_only === 1,
    ecommerce_checkout: false,
    single_paid_mode: {},
    ecommerce_checkout_link: null,
    start_date_is_still_default: false,
    advertised_start: null,
    course_price: coursePriceText(courseModes(row), facts.now),
    pre_requisite_courses: facts.prerequisites.map((p) => ({
      key: p.course_key,
      display: courseDisplayString(p.org_short_name, courseKeyParts(p.course_key).number),
    })),
    display_number_with_default: number,
    about_sidebar_html: null,
    display_org_with_default: row.org_short_name,
    overview: row.about_overview,
  };
}
