/**
 * Learner calls: account, preferences, activation, enrollments, outline, prerequisites, payment (C1–C11).
 * Each schema names its evidence: the earlier client (edSPIRIT/frontend-app-homepage) and what it reads,
 * Open edX source (the file), or "Atrium extension".
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { count, flag, isoDate, listOrEmpty, objectOrDefaults, optionalText, text } from './lenient.ts';
import { page } from './catalogue.ts';
import { CourseBlocks } from './outlineBlocks.ts';

/**
 * Evidence: Open edX openedx/core/djangoapps/user_api/accounts/views.py (AccountViewSet); the earlier
 * client's useGetUserProfile reads is_active and profile_image.
 */
export const UserAccount = lazySchema(() =>
  z.object({
    username: z.string(),
    email: text,
    name: text,
    is_active: flag,
    profile_image: objectOrDefaults(
      z.object({ has_image: flag, image_url_medium: optionalText, image_url_full: optionalText }),
    ),
  }),
);
export type UserAccount = z.output<typeof UserAccount>;

/**
 * Evidence: Open edX openedx/core/djangoapps/user_api/preferences/views.py (PreferencesView.patch, a
 * merge-patch); the earlier client's footer language chooser sends `pref-lang`.
 */
export const PreferencesPatch = lazySchema(() =>
  z.object({ 'pref-lang': z.string().check(z.minLength(2), z.maxLength(16)) }),
);

/**
 * Evidence: the earlier client's enrolled-course card builds `/course/{item}` from each item, so the
 * platform sends course slugs; objects carrying `course_slug` are accepted too.
 */
const EnrollmentPrereq = lazySchema(() =>
  z.pipe(
    z.union([
      z.string().check(z.minLength(1)),
      z.object({ course_slug: z.string().check(z.minLength(1)), display_name: text }),
    ]),
    z.transform((p: string | { course_slug: string; display_name: string }) =>
      typeof p === 'string' ? { course_slug: p, display_name: '' } : p,
    ),
  ),
);

/**
 * Evidence: the earlier client's useGetEnrollmentList / useGetOverviewList and its enrolled-course card
 * (course_details, course_metadata.slug, organization.short_name, progress). `pre_req_courses` is null
 * or absent without prerequisites: the earlier client treats any list, even an empty one, as pending.
 */
export const EnrolledCourse = lazySchema(() =>
  z.object({
    course_details: z.object({
      course_id: z.string().check(z.minLength(1)),
      course_name: text,
      org_display_name: text,
      course_image_url: optionalText,
      course_start: isoDate,
      course_end: isoDate,
    }),
    course_metadata: z.object({ slug: z.string().check(z.minLength(1)) }),
    organization: objectOrDefaults(z.object({ short_name: text })),
    progress: objectOrDefaults(z.object({ complete_count: count(0), incomplete_count: count(0) })),
    pre_req_courses: listOrEmpty(EnrollmentPrereq, 'enrollment prerequisite'),
    /**
     * Atrium extension, stock LMS only: whether the prerequisites are met, which its learner home already
     * says (`coursewareAccess.hasUnmetPrerequisites`), so the card need not ask `prereqStatus`. Absent on
     * an admin-console platform, whose card asks.
     */
    prerequisites_met: z.optional(z.boolean()),
  }),
);
export type EnrolledCourse = z.output<typeof EnrolledCourse>;

/** Evidence: the earlier client's enrollment lists (Django REST framework page, `count`, 12 a page). */
export const EnrollmentListPage = lazySchema(() => page(EnrolledCourse, 'enrollment'));
export type EnrollmentListPage = z.output<typeof EnrollmentListPage>;
/** A page of the enrollment list when the request names no `page_size` (the same evidence). */
export const ENROLLMENT_PAGE_SIZE = 12;

export const PROGRESS_TYPES = ['in-progress', 'completed'] as const;
export type ProgressType = (typeof PROGRESS_TYPES)[number];

/**
 * Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentView.get); the earlier
 * client's useGetEnrollmentStatus reads is_active. The LMS answers an empty body (here: null) when the
 * learner has never enrolled.
 */
export const EnrollmentStatus = lazySchema(() => objectOrDefaults(z.object({ is_active: flag, mode: text })));
export type EnrollmentStatus = z.output<typeof EnrollmentStatus>;

/**
 * Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentListView.post reads
 * course_details.course_id and an optional mode); the earlier client's useEnrollClickHandler.
 */
export const EnrollRequest = lazySchema(() =>
  z.object({
    course_details: z.object({ course_id: z.string().check(z.minLength(1), z.maxLength(255)) }),
    mode: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);

/**
 * Evidence: Open edX openedx/core/djangoapps/enrollments/serializers.py (CourseEnrollmentSerializer),
 * the answer of EnrollmentListView.post; only is_active decides.
 */
export const EnrollmentAnswer = lazySchema(() =>
  z.object({
    created: isoDate,
    mode: text,
    is_active: flag,
    user: text,
    course_details: objectOrDefaults(z.object({ course_id: text, course_name: text })),
  }),
);
export type EnrollmentAnswer = z.input<typeof EnrollmentAnswer>;

/** Evidence: the earlier client's useUnenrollCourse sends `{ course_id }`. */
export const UnenrollRequest = lazySchema(() =>
  z.object({ course_id: z.string().check(z.minLength(1), z.maxLength(255)) }),
);
/** Atrium's choice: the earlier client reads nothing from the unenroll answer. */
export const EnrollmentChange = lazySchema(() => z.object({ course_id: text, is_active: flag }));

/**
 * Evidence: Open edX lms/djangoapps/course_home_api/outline/views.py (OutlineTabView); the earlier
 * client's useCourseOutline reads resume_course.{url,has_visited_course} and cert_data.cert_web_view_url.
 * The view answers visitors too (200, with `course_blocks` null unless the course's outline is public,
 * a null `resume_course.url` and `cert_data`); `course_blocks` is the course's weeks and lessons
 * (outlineBlocks.ts).
 */
export const CourseOutline = lazySchema(() =>
  z.object({
    resume_course: objectOrDefaults(z.object({ url: optionalText, has_visited_course: flag })),
    cert_data: objectOrDefaults(z.object({ cert_web_view_url: optionalText, cert_status: text })),
    course_blocks: CourseBlocks,
  }),
);
export type CourseOutline = z.output<typeof CourseOutline>;

/** Evidence: the earlier client's useCheckPrerequisiteStatus reads `fulfilled`. */
export const PrereqStatus = lazySchema(() => z.object({ fulfilled: z.boolean() }));
export type PrereqStatus = z.output<typeof PrereqStatus>;

/** Evidence: the earlier client's useEnrollClickHandler sends `{ course_id, username }`, reads paymentURL. */
export const TransactionRequest = lazySchema(() =>
  z.object({
    course_id: z.string().check(z.minLength(1), z.maxLength(255)),
    username: z.string().check(z.minLength(1), z.maxLength(150)),
  }),
);
export const Transaction = lazySchema(() => z.object({ paymentURL: z.string().check(z.minLength(1)) }));

/** Reference server only (demo outbox), not a platform endpoint. */
export const OutboxMessage = lazySchema(() =>
  z.object({ to: z.string(), subject: z.string(), sent_at: z.string() }),
);
export const Outbox = lazySchema(() =>
  z.object({ results: listOrEmpty(OutboxMessage, 'outbox message'), count: count(0) }),
);
