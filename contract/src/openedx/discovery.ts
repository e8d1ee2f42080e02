/**
 * Course discovery search of a stock LMS: `POST /search/course_discovery/` (edx-search
 * `search/views.py` `course_discovery`, `search/api.py` `course_discovery_search`).
 *
 * The documents are the `course_info` index that Studio writes (edx-platform
 * `cms/djangoapps/contentstore/courseware_index.py`, `CourseAboutSearchIndexer`): a field is present
 * only when the course has a value for it. The answer is the engine's result translated by edx-search
 * (`search/elastic.py` `_translate_hits`, `search/meilisearch.py` `process_results`); the official
 * catalogue's fixture is frontend-app-catalog `src/__mocks__/courseDiscovery.ts`.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import {
  count,
  flag,
  isoDate,
  lenientRecord,
  listOrEmpty,
  objectOrDefaults,
  optionalNumber,
  optionalText,
  text,
} from '../lenient.ts';
import { allValues, formFlag, formInt, lastValue } from './form.ts';

/**
 * The form fields. `page_size` is 1 to 100 (`SEARCH_MAX_PAGE_SIZE`), `page_index` is 0-based, and
 * the facet fields are those of `COURSE_DISCOVERY_FILTERS` (default `org`, `modes`, `language`), one
 * value each: the view reads `request.POST[field]`. `enable_course_sorting_by_start_date` (edx-search
 * ≥ 4.3.0, Ulmo on; an unknown field before, so ignored) orders the courses by start date, oldest
 * first (`SortField("start")`, ascending), whether or not there is a search text: the text still
 * chooses the courses (Elasticsearch then orders by start alone; Meilisearch, Tutor's engine, ranks
 * its relevance buckets first). Its text is read by `truthValue` (form.ts).
 */
export const CourseDiscoveryForm = lazySchema(() =>
  z.object({
    search_string: z.optional(lastValue),
    page_size: z.optional(formInt.check(z.refine((n) => n >= 1 && n <= 100, 'Invalid page size: 1 to 100'))),
    page_index: z.optional(formInt),
    org: z.optional(lastValue),
    language: z.optional(lastValue),
    modes: z.optional(lastValue),
    enable_course_sorting_by_start_date: z.optional(formFlag),
  }),
);
export type CourseDiscoveryForm = z.input<typeof CourseDiscoveryForm>;

/**
 * `POST /search/unstable/v0/course_list_search/` (edx-search ≥ 4.4.0 `search/views.py`
 * `course_list_search`; shipped from ulmo.2 on, Tutor's Verawood): the same form, but each facet
 * field may repeat (`request.POST.getlist`): the values of one field are OR-combined, the fields
 * AND-combined. The answer has the same shape as course discovery's, except that each chosen facet's
 * `aggs` counts its values as if that facet were not chosen (Meilisearch: `_expand_facet_distibutions`,
 * one more search per chosen facet with the same text and the other filters; Elasticsearch: a
 * `global` aggregation filtered by the other facets).
 */
export const CourseListSearchForm = lazySchema(() =>
  z.object({
    ...CourseDiscoveryForm.shape,
    org: z.optional(allValues),
    language: z.optional(allValues),
    modes: z.optional(allValues),
  }),
);
export type CourseListSearchForm = z.input<typeof CourseListSearchForm>;

/** The filters every stock index has (edx-search `DEFAULT_FILTER_FIELDS`). */
export const COURSE_DISCOVERY_FACETS = ['org', 'modes', 'language'] as const;
export type CourseDiscoveryFacet = (typeof COURSE_DISCOVERY_FACETS)[number];

const DiscoveryContent = lazySchema(() =>
  z.object({
    display_name: text,
    short_description: optionalText,
    overview: optionalText,
    number: optionalText,
  }),
);

/** One indexed course (`course_info` document). `id` and `course` are the course key. */
export const CourseDiscoveryDocument = lazySchema(() =>
  z.object({
    id: z.string().check(z.minLength(1)),
    course: optionalText,
    content: objectOrDefaults(DiscoveryContent),
    image_url: optionalText,
    /**
     * The course's organisation logo (openedx-platform `cms/djangoapps/contentstore/courseware_index.py`,
     * `openedx/core/lib/courses.py` `course_organization_image_url`; indexed from Ulmo on): the
     * edx-organizations `Organization.logo` URL (`/media/organization_logos/…`, or absolute with a
     * storage backend), else `DEFAULT_ORG_LOGO_URL` (`{STATIC_URL}images/logo.png`, on Studio, which
     * indexes, `/static/studio/images/logo.png`). The reference server sends the partner's logo as an
     * absolute URL on the request's origin.
     */
    org_image_url: optionalText,
    start: isoDate,
    end: isoDate,
    enrollment_start: isoDate,
    enrollment_end: isoDate,
    advertised_start: optionalText,
    effort: optionalText,
    org: text,
    number: optionalText,
    /**
     * The slugs of the course's unexpired modes when it was indexed (`CourseMode.modes_for_course`):
     * `audit` and `honor` are free tracks, `verified`, `professional`… paid ones.
     */
    modes: listOrEmpty(z.string(), 'course mode'),
    language: optionalText,
    self_paced: flag,
    invitation_only: flag,
    catalog_visibility: optionalText,
  }),
);
export type CourseDiscoveryDocument = z.output<typeof CourseDiscoveryDocument>;

/** `_index` is `course_info`; an Elasticsearch hit also has its `score`. */
const CourseDiscoveryHit = lazySchema(() =>
  z.object({
    _id: optionalText,
    _index: z.optional(z.string()),
    _type: z.optional(z.string()),
    score: z.optional(z.number()),
    data: CourseDiscoveryDocument,
  }),
);

/** Term counts of one facet for the current query; non-numeric counts are dropped. */
export const DiscoveryFacet = lazySchema(() =>
  z.object({
    terms: lenientRecord(z.number()),
    total: count(0),
    other: count(0),
  }),
);
export type DiscoveryFacet = z.output<typeof DiscoveryFacet>;

const Facets = lazySchema(() => lenientRecord(DiscoveryFacet));

/**
 * The answer. edx-search names the facet counts `aggs` (since its Elasticsearch 7 engine and in its
 * Meilisearch engine); older releases named them `facets`. Both read as `aggs`.
 */
export const CourseDiscoveryResults = lazySchema(() =>
  z.pipe(
    z.object({
      took: optionalNumber,
      total: count(0),
      max_score: optionalNumber,
      results: listOrEmpty(CourseDiscoveryHit, 'course discovery result'),
      aggs: Facets,
      facets: Facets,
    }),
    z.transform(({ facets, aggs, ...rest }) => ({
      ...rest,
      aggs: Object.keys(aggs).length > 0 ? aggs : facets,
    })),
  ),
);
export type CourseDiscoveryResults = z.output<typeof CourseDiscoveryResults>;
