/** Learner calls: account, preferences, activation, enrollments, outline, prerequisites, payment (C1–C11). */
import * as z from 'zod/mini';
import { count, flag, isoDate, listOrEmpty, optionalText, text } from './lenient.ts';
import { page } from './catalogue.ts';

export const UserAccount = z.object({
  username: z.string(),
  email: text,
  name: text,
  is_active: flag,
  profile_image: z.pipe(
    z.nullish(z.object({ has_image: flag, image_url_medium: optionalText, image_url_full: optionalText })),
    z.transform((p) => p ?? { has_image: false, image_url_medium: null, image_url_full: null }),
  ),
});
export type UserAccount = z.output<typeof UserAccount>;

export const PreferencesPatch = z.object({ 'pref-lang': z.string().check(z.minLength(2), z.maxLength(16)) });

/** A prerequisite named by slug or by an object carrying its slug. */
const EnrollmentPrereq = z.pipe(
  z.union([
    z.string().check(z.minLength(1)),
    z.object({ course_slug: z.string().check(z.minLength(1)), display_name: text }),
  ]),
  z.transform((p: string | { course_slug: string; display_name: string }) =>
    typeof p === 'string' ? { course_slug: p, display_name: '' } : p,
  ),
);

export const EnrolledCourse = z.object({
  course_details: z.object({
    course_id: z.string().check(z.minLength(1)),
    course_name: text,
    org_display_name: text,
    course_image_url: optionalText,
    course_start: isoDate,
    course_end: isoDate,
  }),
  course_metadata: z.object({ slug: z.string().check(z.minLength(1)) }),
  organization: z.pipe(
    z.nullish(z.object({ short_name: text })),
    z.transform((o) => o ?? { short_name: '' }),
  ),
  progress: z.pipe(
    z.nullish(z.object({ complete_count: count(0), incomplete_count: count(0) })),
    z.transform((p) => p ?? { complete_count: 0, incomplete_count: 0 }),
  ),
  pre_req_courses: listOrEmpty(EnrollmentPrereq, 'enrollment prerequisite'),
});
export type EnrolledCourse = z.output<typeof EnrolledCourse>;

export const EnrollmentListPage = page(EnrolledCourse, 'enrollment');
export type EnrollmentListPage = z.output<typeof EnrollmentListPage>;

export const PROGRESS_TYPES = ['in-progress', 'completed'] as const;
export type ProgressType = (typeof PROGRESS_TYPES)[number];

/** The LMS answers an empty body (here: null) when the learner has never enrolled. */
export const EnrollmentStatus = z.pipe(
  z.nullish(z.object({ is_active: flag, mode: text })),
  z.transform((s) => s ?? { is_active: false, mode: '' }),
);
export type EnrollmentStatus = z.output<typeof EnrollmentStatus>;

export const EnrollRequest = z.object({
  course_details: z.object({ course_id: z.string().check(z.minLength(1), z.maxLength(255)) }),
});
export const UnenrollRequest = z.object({ course_id: z.string().check(z.minLength(1), z.maxLength(255)) });
export const EnrollmentChange = z.object({ course_id: text, is_active: flag });

export const CourseOutline = z.object({
  resume_course: z.pipe(
    z.nullish(z.object({ url: optionalText, has_visited_course: flag })),
    z.transform((r) => r ?? { url: null, has_visited_course: false }),
  ),
  cert_data: z.pipe(
    z.nullish(z.object({ cert_web_view_url: optionalText, cert_status: text })),
    z.transform((c) => c ?? { cert_web_view_url: null, cert_status: '' }),
  ),
});
export type CourseOutline = z.output<typeof CourseOutline>;

export const PrereqStatus = z.object({ fulfilled: z.boolean() });
export type PrereqStatus = z.output<typeof PrereqStatus>;

export const TransactionRequest = z.object({
  course_id: z.string().check(z.minLength(1), z.maxLength(255)),
  username: z.string().check(z.minLength(1), z.maxLength(150)),
});
export const Transaction = z.object({ paymentURL: z.string().check(z.minLength(1)) });

export const OutboxMessage = z.object({ to: z.string(), subject: z.string(), sent_at: z.string() });
export const Outbox = z.object({ results: listOrEmpty(OutboxMessage, 'outbox message'), count: count(0) });
