/**
 * Subjects, partners, instructors, courses, discovery search and programs (docs/contract.md, B1–B15 and
 * program). The admin-console API's server is not public: each schema names its evidence, the earlier
 * client (edSPIRIT/frontend-app-homepage) and what it reads, or "Atrium extension".
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import {
  count,
  flag,
  isoDate,
  lenientArray,
  lenientRecord,
  listOrEmpty,
  optionalNumber,
  optionalText,
  orNull,
  text,
} from './lenient.ts';
import { AVAILABILITY, LEARNING_TYPES } from './discoveryFilters.ts';

/**
 * Django REST framework's page (`count`, `next`, `previous`, `results`): the earlier client follows
 * `next` and counts with `count`. `results` are validated item by item.
 */
export function page<T extends z.ZodMiniType>(item: T, where: string) {
  return z.object({
    count: count(0),
    next: optionalText,
    previous: optionalText,
    results: lenientArray(item, where),
  });
}

/** Evidence: the earlier client's APIResponsesInterfaces.ts (IOrganization). */
export const Organization = lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    short_name: z.string().check(z.minLength(1)),
    description: text,
    logo: optionalText,
  }),
);
export type Organization = z.output<typeof Organization>;

/** Evidence: the earlier client's APIResponsesInterfaces.ts (IPartnersResult). */
export const PartnerRecord = lazySchema(() =>
  z.object({
    organization: Organization,
    header: optionalText,
    featured: flag,
    courses_count: count(0),
  }),
);
export type PartnerRecord = z.output<typeof PartnerRecord>;

/**
 * Evidence: the earlier client's APIResponsesInterfaces.ts (IAllPartners) and useGetPartners, which reads
 * num_pages and metadata.{total_courses,total_learners,total_instructors}.
 */
export const PartnerListPage = lazySchema(() =>
  z.object({
    count: count(0),
    next: optionalText,
    previous: optionalText,
    num_pages: count(1),
    results: lenientArray(PartnerRecord, 'partner'),
    metadata: z.pipe(
      z.nullish(
        z.object({
          total_courses: count(0),
          total_learners: count(0),
          total_instructors: count(0),
          total_enrollments: count(0),
        }),
      ),
      z.transform(
        (m) => m ?? { total_courses: 0, total_learners: 0, total_instructors: 0, total_enrollments: 0 },
      ),
    ),
  }),
);
export type PartnerListPage = z.output<typeof PartnerListPage>;

/** Evidence: the earlier client's APIResponsesInterfaces.ts (IInstructor) and its course card. */
export const InstructorSummary = lazySchema(() =>
  z.object({
    name: z.string().check(z.minLength(1)),
    slug: z.string().check(z.minLength(1)),
    short_bio: text,
    image: optionalText,
  }),
);
export type InstructorSummary = z.output<typeof InstructorSummary>;

/** Evidence: the earlier client's useGetCourseInstructors and usePartnerInstructorsInfinite (the counts). */
export const InstructorWithStats = lazySchema(() =>
  z.object({
    ...InstructorSummary.shape,
    bio: text,
    courses_count: count(0),
    students_count: count(0),
  }),
);
export type InstructorWithStats = z.output<typeof InstructorWithStats>;

/**
 * Evidence: the earlier client's useGetInstructor and instructor page (social links; its course count is
 * the length of `courses`, whose items its prop types declare as strings: course ids).
 */
export const InstructorDetail = lazySchema(() =>
  z.object({
    ...InstructorWithStats.shape,
    website: optionalText,
    linkedin: optionalText,
    facebook: optionalText,
    twitter: optionalText,
    courses: listOrEmpty(z.string(), 'instructor course'),
  }),
);
export type InstructorDetail = z.output<typeof InstructorDetail>;

/** Evidence: the earlier client's useGetInstructorsFacetInfinite reads name, slug and courses_count. */
export const InstructorFacetItem = lazySchema(() =>
  z.object({ name: z.string(), slug: z.string(), courses_count: count(0) }),
);

/** Currency codes are case-insensitive; missing or blank means USD (Intl.NumberFormat throws on ''). */
export const currencyCode = lazySchema(() =>
  z.pipe(
    z.nullish(z.string()),
    z.transform((c: string | null | undefined) => c?.trim().toUpperCase() || 'USD'),
  ),
);

/** Evidence: the earlier client's APIResponsesInterfaces.ts (IPaidCourse) and its price line and trial. */
export const PaidCourseInfo = lazySchema(() =>
  z.object({
    active: flag,
    price: count(0),
    currency: currencyCode,
    course_id: text,
    has_trial: flag,
    trial_end: isoDate,
    show_price_on_trial: flag,
    /**
     * Atrium's own field, null in every answer (the reference server's included): the price as the
     * platform printed it where it gave no amount (a stock LMS's courseware `course_price`, e.g.
     * `$49`), shown as it is.
     */
    price_label: optionalText,
  }),
);
export type PaidCourseInfo = z.output<typeof PaidCourseInfo>;

/** A card's purchase facts when it has none: nothing to buy (also a program's card, bought elsewhere). */
export const NO_PAID_COURSE: PaidCourseInfo = {
  active: false,
  price: 0,
  currency: 'USD',
  course_id: '',
  has_trial: false,
  trial_end: null,
  show_price_on_trial: false,
  price_label: null,
};

/** Evidence: the earlier client's course-page Requirements (course_slug, display_name, cover). */
export const PrereqCourseRef = lazySchema(() =>
  z.object({
    course_slug: z.string().check(z.minLength(1)),
    display_name: text,
    cover: optionalText,
  }),
);
export type PrereqCourseRef = z.output<typeof PrereqCourseRef>;

/** Evidence: the earlier client's APIResponsesInterfaces.ts (IAdditionalMetadata) and course page. */
export const CourseAdditionalMetadata = lazySchema(() =>
  z.object({
    display_name: z.string(),
    short_description: text,
    org: text,
    language: optionalText,
    self_paced: flag,
    certificate_enabled: flag,
    course_image_url: optionalText,
    /**
     * Learners enrolled; the admin console's null counts as 0. Null on a stock platform, which does not
     * count them: the page then says nothing rather than "0" (docs/open-edx-apis.md).
     */
    total_enrollments: z.pipe(
      z.nullish(z.number()),
      z.transform((v: number | null | undefined): number | null => v ?? 0),
    ),
    last_modification_date: isoDate,
    enrollment_start: isoDate,
    enrollment_end: isoDate,
    course_start: isoDate,
    course_end: isoDate,
    effort: optionalText,
    sections_count: count(0),
    units_count: count(0),
    about_overview: text,
    intro_video: optionalText,
    invitation_only: flag,
    max_enrollments: optionalNumber,
    pre_req_courses: listOrEmpty(PrereqCourseRef, 'prerequisite course'),
  }),
);
export type CourseAdditionalMetadata = z.output<typeof CourseAdditionalMetadata>;

/** A paid-course record: the admin console's null is a course with nothing to buy. */
const paidCourseOrFree = lazySchema(() =>
  z.pipe(
    z.nullish(PaidCourseInfo),
    z.transform((p) => p ?? NO_PAID_COURSE),
  ),
);

/** Evidence: the earlier client's APIResponsesInterfaces.ts (ICourses) and its course card. */
export const CourseSummary = lazySchema(() =>
  z.object({
    course_slug: z.string().check(z.minLength(1)),
    instructors: listOrEmpty(InstructorSummary, 'course instructor'),
    total_weeks_of_effort: optionalNumber,
    hours_effort_per_week_min: optionalNumber,
    hours_effort_per_week_max: optionalNumber,
    additional_metadata: CourseAdditionalMetadata,
    /**
     * Null on a stock platform's card when the platform did not say whether or what the course costs
     * (its discovery result lists no free mode): the card then shows no price (docs/open-edx-apis.md).
     */
    paid_course: z.pipe(
      paidCourseOrFree,
      z.transform((p): PaidCourseInfo | null => p),
    ),
    partner: orNull(PartnerRecord),
  }),
);
export type CourseSummary = z.output<typeof CourseSummary>;

/** Evidence: the earlier client's useGetSubjects, useSubjectsFacetInfinite, useSubjectsWithCoursesInfinite. */
export const Subject = lazySchema(() =>
  z.object({
    id: z.optional(z.number()),
    title: z.string().check(z.minLength(1)),
    slug: z.string().check(z.minLength(1)),
    image: optionalText,
    courses_count: optionalNumber,
    /** Sent by the `with-courses=true` form of the subject list (discover page rows). */
    some_of_its_courses: listOrEmpty(CourseSummary, 'subject course'),
  }),
);
export type Subject = z.output<typeof Subject>;

/** Evidence: the earlier client's useGetPopularSubjects reads `results` only. */
export const PopularSubjects = lazySchema(() =>
  z.object({ results: listOrEmpty(Subject, 'popular subject') }),
);

/** Evidence: the earlier client's useGetPartnerPopularCourses / useGetInstructorPopularCourses (a bare array). */
export const CourseList = lazySchema(() => lenientArray(CourseSummary, 'course'));

/** Evidence: the earlier client's APIResponsesInterfaces.ts (ICourseMetaData) and useGetCourseMetaData. */
export const CourseDetail = lazySchema(() =>
  z.object({
    ...CourseSummary.shape,
    /**
     * Null (free) on the wire, as on a card; null in the web app's own course where a stock platform
     * did not say what the course costs (neither its modes nor its `course_price` answered): the page
     * then shows no price.
     */
    paid_course: z.pipe(
      paidCourseOrFree,
      z.transform((p): PaidCourseInfo | null => p),
    ),
    course_id: z.string().check(z.minLength(1)),
    what_you_will_learn: listOrEmpty(z.string(), 'learning outcome'),
    requirements: listOrEmpty(z.string(), 'requirement'),
    transcript_langs: listOrEmpty(z.string(), 'transcript language'),
  }),
);
export type CourseDetail = z.output<typeof CourseDetail>;

/** Evidence: the earlier client's useGetCourseInstructors (a bare array). */
export const CourseInstructors = lazySchema(() => lenientArray(InstructorWithStats, 'course instructor'));

const TocUnit = lazySchema(() => z.object({ name: z.string(), lms_url: optionalText, type: text }));
const TocSubsection = lazySchema(() =>
  z.object({
    name: z.string(),
    lms_url: optionalText,
    units: listOrEmpty(TocUnit, 'toc unit'),
  }),
);
const TocSection = lazySchema(() =>
  z.object({
    name: z.string(),
    lms_url: optionalText,
    subsections: listOrEmpty(TocSubsection, 'toc subsection'),
  }),
);
/** Evidence: the earlier client's useGetCourseToc and its COURSE_TOC fixture (utils/constants.js). */
export const CourseToc = lazySchema(() =>
  z.object({
    toc: z.object({ name: text, lms_url: optionalText, sections: listOrEmpty(TocSection, 'toc section') }),
  }),
);
export type CourseToc = z.output<typeof CourseToc>;

/** Evidence: the earlier client's useGetLanguagesFilter (a bare array of code, name, course_count). */
export const LanguageWithCourses = lazySchema(() =>
  z.object({ code: z.string(), name: text, course_count: count(0) }),
);
export const LanguagesWithCourses = lazySchema(() => lenientArray(LanguageWithCourses, 'language'));

const filterList = lazySchema(() =>
  z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(50))),
);

/**
 * Evidence: the earlier client's useSearchResults (search_string and the four facet lists); Atrium
 * extension (`discovery-filters`): availability and learning_type, which a platform without it ignores.
 */
export const DiscoveryQuery = lazySchema(() =>
  z.object({
    search_string: z.optional(z.string().check(z.maxLength(200))),
    subjects: filterList,
    partners: filterList,
    instructors: filterList,
    language_codes: filterList,
    availability: z.optional(z.array(z.enum(AVAILABILITY)).check(z.maxLength(4))),
    learning_type: z.optional(z.array(z.enum(LEARNING_TYPES)).check(z.maxLength(2))),
    /**
     * Course modes (`audit`, `verified`…): a stock LMS's index filters by them (edx-search
     * `DEFAULT_FILTER_FIELDS`); an admin-console platform ignores them, and Atrium offers them only on a
     * stock platform.
     */
    modes: filterList,
  }),
);
export type DiscoveryQuery = z.output<typeof DiscoveryQuery>;

/** Evidence: the earlier client's useSearchResults and useSearchSuggestions (data.*, isProgram). */
export const DiscoveryHit = lazySchema(() =>
  z.object({
    data: z.object({
      id: z.string(),
      content: z.object({ display_name: z.string() }),
      course_metadata: CourseSummary,
    }),
    isProgram: flag,
  }),
);
export type DiscoveryHit = z.output<typeof DiscoveryHit>;

/**
 * One facet's counts, in edx-search's shape (`search/elastic.py` of openedx/edx-search: `terms` value →
 * count, `total` the sum of all counts, `other` the part of it in values left out of `terms`; the
 * official catalogue reads the same shape, frontend-app-catalog `src/__mocks__/courseDiscovery.ts`).
 * A count that is not a whole number ≥ 0 is dropped.
 */
export const FacetCounts = lazySchema(() =>
  z.object({
    terms: lenientRecord(z.int().check(z.gte(0))),
    total: count(0),
    other: count(0),
  }),
);
export type FacetCounts = z.output<typeof FacetCounts>;

/** Missing or null: absent. */
const absentOr = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<T> | null | undefined) => v ?? undefined),
  );

/**
 * Atrium extension of the admin-console discovery answer (a backend without it sends no `facets`):
 * counts for the current text and filters, each facet counted without its own filter (disjunctive
 * faceting: a value's count is the number of hits the search would have with that value alone
 * selected in its facet), keyed by the values the search takes (subject title, organisation name,
 * instructor name, language code, availability, learning type).
 */
export const DiscoveryFacets = lazySchema(() =>
  z.object({
    subjects: absentOr(FacetCounts),
    partners: absentOr(FacetCounts),
    instructors: absentOr(FacetCounts),
    language_codes: absentOr(FacetCounts),
    availability: absentOr(FacetCounts),
    learning_type: absentOr(FacetCounts),
    /** A stock LMS's counts of course modes (its `modes` aggregation). */
    modes: absentOr(FacetCounts),
  }),
);
export type DiscoveryFacets = z.output<typeof DiscoveryFacets>;

/** Evidence: the earlier client's useSearchResults (`results`, `total`). */
export const DiscoveryResults = lazySchema(() =>
  z.object({
    results: listOrEmpty(DiscoveryHit, 'search hit'),
    total: count(0),
    facets: absentOr(DiscoveryFacets),
  }),
);
export type DiscoveryResults = z.output<typeof DiscoveryResults>;

/** Atrium extension (`programs`). */
export const ProgramSummary = lazySchema(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    image: optionalText,
    courses_count: count(0),
  }),
);
export type ProgramSummary = z.output<typeof ProgramSummary>;

/**
 * Evidence: the earlier client's useGetPartner (the record with students_count and instructors_count);
 * Atrium extension (`programs`): `programs`.
 */
export const PartnerDetail = lazySchema(() =>
  z.object({
    ...PartnerRecord.shape,
    students_count: count(0),
    instructors_count: count(0),
    programs: listOrEmpty(ProgramSummary, 'partner program'),
  }),
);
export type PartnerDetail = z.output<typeof PartnerDetail>;

/** Atrium extension (`programs`): the earlier client's program page was a placeholder. */
export const Program = lazySchema(() =>
  z.object({
    slug: z.string(),
    title: z.string(),
    subtitle: text,
    description: text,
    image: optionalText,
    partners: listOrEmpty(PartnerRecord, 'program partner'),
    courses: listOrEmpty(CourseSummary, 'program course'),
    total_weeks_of_effort: optionalNumber,
    price: orNull(z.object({ price: z.number(), currency: currencyCode })),
  }),
);
export type Program = z.output<typeof Program>;

/** Evidence: the earlier client's useGetPaidCourses: only the answer's presence and `has_trial` matter. */
export const PaidCourse = lazySchema(() =>
  z.object({
    course_id: text,
    price: count(0),
    currency: currencyCode,
    has_trial: flag,
  }),
);
export type PaidCourse = z.output<typeof PaidCourse>;
