/**
 * The Course API of a stock LMS: `GET /api/courses/v1/courses/` and
 * `GET /api/courses/v1/courses/{course_id}` (edx-platform `lms/djangoapps/course_api/views.py`
 * `CourseListView`, `CourseDetailView`; fields from `lms/djangoapps/course_api/serializers.py`
 * `CourseSerializer`, `CourseDetailSerializer`). Both answer visitors. The list is paged by
 * edx-drf-extensions' `NamespacedPageNumberPagination`: `{ results, pagination }`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { count, flag, isoDate, lenientArray, objectOrDefaults, optionalText, text } from '../lenient.ts';
import { queryPage, queryText } from '../query.ts';

const MediaUri = lazySchema(() => objectOrDefaults(z.object({ uri: optionalText })));

const MediaImage = lazySchema(() =>
  objectOrDefaults(z.object({ raw: optionalText, small: optionalText, large: optionalText })),
);

/**
 * `course_image.uri` is LMS-relative (`/asset-v1:…`); `image` holds absolute URLs of three sizes;
 * `banner_image` came later (absolute as `uri_absolute`).
 */
export const CourseMedia = lazySchema(() =>
  z.pipe(
    z.nullish(
      z.object({
        course_image: MediaUri,
        course_video: MediaUri,
        image: MediaImage,
        banner_image: objectOrDefaults(z.object({ uri: optionalText, uri_absolute: optionalText })),
      }),
    ),
    z.transform(
      (m) =>
        m ?? {
          course_image: { uri: null },
          course_video: { uri: null },
          image: { raw: null, small: null, large: null },
          banner_image: { uri: null, uri_absolute: null },
        },
    ),
  ),
);

export const CourseApiCourse = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    name: text,
    number: text,
    /** The organisation's code from the course key (`display_org_with_default`), not its full name. */
    org: text,
    short_description: optionalText,
    effort: optionalText,
    start: isoDate,
    end: isoDate,
    enrollment_start: isoDate,
    enrollment_end: isoDate,
    start_display: optionalText,
    /** `timestamp`, `string` (an advertised start) or `empty`. */
    start_type: text,
    /** `instructor` or `self`. */
    pacing: text,
    mobile_available: flag,
    hidden: flag,
    invitation_only: flag,
    media: CourseMedia,
    blocks_url: optionalText,
    /** Sent only when automatic certificates are on. */
    certificate_available_date: isoDate,
    /** Sent only when the request names a `username` the caller may see. */
    is_enrolled: z.optional(z.boolean()),
  }),
);
export type CourseApiCourse = z.output<typeof CourseApiCourse>;

/** The detail view adds the about page's HTML `overview`. */
export const CourseApiDetail = lazySchema(() =>
  z.object({ ...CourseApiCourse.shape, overview: optionalText }),
);
export type CourseApiDetail = z.output<typeof CourseApiDetail>;

export const Pagination = lazySchema(() =>
  objectOrDefaults(
    z.object({ count: count(0), num_pages: count(1), next: optionalText, previous: optionalText }),
  ),
);

export const CourseApiPage = lazySchema(() =>
  z.object({
    results: lenientArray(CourseApiCourse, 'course'),
    pagination: Pagination,
  }),
);
export type CourseApiPage = z.output<typeof CourseApiPage>;

/**
 * `page` is 1-based; a page past the end is a 404. A `page_size` over 100 is read as 100
 * (`CourseListPageNumberPagination.max_page_size`). `org` ignores case.
 */
export const CourseApiListQuery = lazySchema(() =>
  z.object({
    page: z.optional(queryPage),
    page_size: z.optional(queryPage),
    search_term: z.optional(queryText),
    org: z.optional(queryText),
    username: z.optional(queryText),
  }),
);

export const CourseApiDetailQuery = lazySchema(() => z.object({ username: z.optional(queryText) }));
