/**
 * The Enrollment API of a stock LMS (edx-platform `openedx/core/djangoapps/enrollments/views.py`
 * `EnrollmentView`, `EnrollmentListView`, `EnrollmentCourseDetailView`; shapes from
 * `openedx/core/djangoapps/enrollments/serializers.py` `CourseEnrollmentSerializer`,
 * `CourseSerializer`, `ModeSerializer`). An admin-console platform is an LMS too, so it has them as well.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { count, flag, isoDate, lenientArray, listOrEmpty, optionalText, orNull, text } from '../lenient.ts';

/**
 * `suggested_prices` is the model's comma-separated text (`"10,20"`, often `""`); it reads as numbers.
 * `min_price` is in whole units of `currency` (lower case, e.g. `usd`).
 */
export const CourseMode = lazySchema(() =>
  z.object({
    slug: z.string().check(z.minLength(1)),
    name: text,
    min_price: count(0),
    suggested_prices: z.pipe(
      z.nullish(z.union([z.string(), z.array(z.number())])),
      z.transform((prices: string | number[] | null | undefined) =>
        typeof prices === 'string'
          ? prices
              .split(',')
              .map((p) => Number(p.trim()))
              .filter((p) => p > 0)
          : (prices ?? []),
      ),
    ),
    currency: text,
    expiration_datetime: isoDate,
    description: optionalText,
    sku: optionalText,
    bulk_sku: optionalText,
  }),
);
export type CourseMode = z.output<typeof CourseMode>;

/** A course as the Enrollment API describes it; also the answer of `/api/enrollment/v1/course/{id}`. */
export const EnrollmentCourseDetails = lazySchema(() =>
  z.object({
    course_id: z.string().check(z.minLength(1)),
    course_name: text,
    enrollment_start: isoDate,
    enrollment_end: isoDate,
    course_start: isoDate,
    course_end: isoDate,
    invite_only: flag,
    course_modes: listOrEmpty(CourseMode, 'course mode'),
    /** Later releases add `Self Paced` or `Instructor Paced`. */
    pacing_type: optionalText,
  }),
);
export type EnrollmentCourseDetails = z.output<typeof EnrollmentCourseDetails>;

export const StockEnrollment = lazySchema(() =>
  z.object({
    created: isoDate,
    mode: text,
    is_active: flag,
    user: text,
    course_details: EnrollmentCourseDetails,
  }),
);
export type StockEnrollment = z.output<typeof StockEnrollment>;

/** `GET /api/enrollment/v1/enrollment/{username},{course_id}`: an empty body when never enrolled. */
export const StockEnrollmentStatus = lazySchema(() => orNull(StockEnrollment));
export type StockEnrollmentStatus = z.output<typeof StockEnrollmentStatus>;

/** `GET /api/enrollment/v1/enrollment`: every enrollment of the caller, active or not, as one list. */
export const StockEnrollmentList = lazySchema(() => lenientArray(StockEnrollment, 'enrollment'));

/**
 * `POST /api/enrollment/v1/enrollment`. A learner may name only themselves as `user` and only the
 * default modes (`audit`, `honor`) as `mode`; other modes are for server-to-server calls (403).
 */
export const StockEnrollRequest = lazySchema(() =>
  z.object({
    course_details: z.object({ course_id: z.string().check(z.minLength(1), z.maxLength(255)) }),
    mode: z.optional(z.string().check(z.maxLength(100))),
    user: z.optional(z.string().check(z.maxLength(150))),
    email_opt_in: z.optional(z.boolean()),
  }),
);
export type StockEnrollRequest = z.input<typeof StockEnrollRequest>;
