/**
 * The courseware API of a stock LMS: `GET /api/courseware/course/{course_id}` (openedx-platform
 * `openedx/core/djangoapps/courseware_api/views.py` `CoursewareInformation` and `CoursewareMeta`,
 * fields from `serializers.py` `CourseInfoSerializer`). From Ulmo on it answers visitors for a course
 * they may see (the official catalogue reads it anonymously); an unknown or hidden course is DRF's
 * 404 `{ detail }`. `?requested_fields=a,b` keeps only those fields (the serializer pops the others),
 * so every field here but `id` may be missing and reads as its default: a caller that trims the
 * answer names `id` among the fields it requests.
 *
 * Read here: the course facts a course page shows. The serializer sends many more for the learning
 * area (`access_expiration`, `celebrations`, `course_goals`, `certificate_data`, `entrance_exam_data`,
 * `offer`, `related_programs`, `verification_status`, `notes`, …); the reference server leaves those
 * out, and sends no `is_enrolled` (not a field of this serializer: `enrollment.is_active` says it).
 * It does send, unread here, the flags of a platform without e-commerce service or marketing site
 * (`ecommerce_checkout: false`, `single_paid_mode: {}`, `marketing_url: null`, …).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { flag, isoDate, listOrEmpty, objectOrDefaults, optionalText, text } from '../lenient.ts';
import { CourseMedia } from './courses.ts';

/**
 * A prerequisite (`PrerequisiteCourseSerializer`, from `common/djangoapps/util/milestones_helpers.py`
 * `get_prerequisite_courses_display`): its course key, and `display`, which is not its name but
 * `get_course_display_string`, the prerequisite's `display_org_with_default` and
 * `display_number_with_default` joined by a space (e.g. `AtriumX PHY101`). The list is empty unless
 * the platform turns on `ENABLE_PREREQUISITE_COURSES`.
 */
export const PrerequisiteCourse = lazySchema(() =>
  z.object({ key: z.string().check(z.minLength(1)), display: text }),
);
export type PrerequisiteCourse = z.output<typeof PrerequisiteCourse>;

/** `CoursewareMeta.enrollment`: the caller's enrollment; a visitor or someone never enrolled gets `{ mode: null, is_active: false }`. */
export const CoursewareEnrollment = lazySchema(() =>
  objectOrDefaults(z.object({ mode: optionalText, is_active: flag })),
);

export const CoursewareCourse = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    /** `display_name_with_default_escaped`: the name with `<` and `>` written as entities. */
    name: text,
    /**
     * Studio's "Course Organization Display String", else the org code of the course key. It is what
     * the Course API sends as `org`; the reference server's courses set no display string, so both are
     * the org code.
     */
    display_org_with_default: optionalText,
    /** Studio's "Course Number Display String", else the number of the course key. */
    display_number_with_default: optionalText,
    short_description: optionalText,
    language: optionalText,
    start: isoDate,
    end: isoDate,
    enrollment_start: isoDate,
    enrollment_end: isoDate,
    start_display: optionalText,
    /** `timestamp`, `string` (an advertised start) or `empty`. */
    start_type: optionalText,
    effort: optionalText,
    /** `instructor` or `self`. */
    pacing: optionalText,
    /** The about page's HTML (`get_course_about_section(…, "overview")`, dangerous HTML removed). */
    overview: optionalText,
    pre_requisite_courses: listOrEmpty(PrerequisiteCourse, 'prerequisite course'),
    /**
     * `get_course_prices(course)[1]` (`common/djangoapps/course_modes/models.py`, `format_course_price`):
     * the cheapest unexpired mode's `min_price` in the registration currency after its symbol
     * (`PAID_COURSE_REGISTRATION_CURRENCY`, default `$`), e.g. `$49`, no space, no decimals; `Free`
     * when the cheapest mode costs nothing (a free track, or no unexpired mode at all). Translated into
     * the request's language on a real LMS.
     */
    course_price: optionalText,
    media: CourseMedia,
    enrollment: CoursewareEnrollment,
    invitation_only: flag,
    /** The course has as many active enrollments as its `max_student_enrollments_allowed`. */
    is_course_full: flag,
  }),
);
export type CoursewareCourse = z.output<typeof CoursewareCourse>;

const fieldList = lazySchema(() => z.string().check(z.maxLength(2000)));

/**
 * `requested_fields`: comma-separated field names; without it every field is sent. Sent twice, the
 * last one counts (`request.GET.get`).
 */
export const CoursewareQuery = lazySchema(() =>
  z.object({
    requested_fields: z.optional(
      z.pipe(
        z.union([fieldList, z.array(fieldList)]),
        z.transform((v: string | string[]) => (Array.isArray(v) ? (v.at(-1) ?? '') : v)),
      ),
    ),
  }),
);
export type CoursewareQuery = z.input<typeof CoursewareQuery>;
