/**
 * The endpoint table's second part: every call made once a page is on screen (content, catalogue,
 * courses, the learner's data). See endpoints.ts for the whole table.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.ts';
import { endpoint, nothing } from './endpoint.ts';
import {
  CustomPage,
  DynamicFeatures,
  FooterContent,
  FooterSectionQuery,
  WelcomeSection,
} from './branding.ts';
import {
  CourseDetail,
  CourseInstructors,
  CourseList,
  CourseToc,
  DiscoveryQuery,
  DiscoveryResults,
  InstructorDetail,
  InstructorFacetItem,
  LanguagesWithCourses,
  PaidCourse,
  PartnerDetail,
  PartnerListPage,
  PopularSubjects,
  Program,
  Subject,
  InstructorWithStats,
  page,
} from './catalogue.ts';
import { SORTS } from './discoveryFilters.ts';
import {
  CourseOutline,
  EnrollRequest,
  EnrollmentAnswer,
  EnrollmentChange,
  EnrollmentListPage,
  EnrollmentStatus,
  Outbox,
  PROGRESS_TYPES,
  PreferencesPatch,
  PrereqStatus,
  Transaction,
  TransactionRequest,
  UnenrollRequest,
  UserAccount,
} from './learner.ts';
import { queryBool, queryInt, queryPage, queryText } from './query.ts';

export const pageEndpoints = {
  // Evidence: the earlier client's useGetDynamicFeatures.
  /** Footer branding flags (A3). */
  dynamicFeatures: endpoint({
    method: 'GET',
    path: '/admin-console/api/dynamic-features/',
    access: 'public',
    response: DynamicFeatures,
  }),
  // Evidence: the earlier client's useGetFooters.
  /** Footer logo, description and links per language (A4). */
  footerSection: endpoint({
    method: 'GET',
    path: '/admin-console/api/footer-section/',
    access: 'public',
    query: FooterSectionQuery,
    response: FooterContent,
  }),
  // Evidence: the earlier client's useGetBanner.
  /** Home banner per language (A5). */
  welcomeSection: endpoint({
    method: 'GET',
    path: '/admin-console/api/welcome-section/',
    access: 'public',
    response: WelcomeSection,
  }),
  // Evidence: the earlier client's useGetStaticPagesData.
  /** A static page: name and HTML content (A6). */
  customPage: endpoint({
    method: 'GET',
    path: '/admin-console/api/custom-pages/{page}/',
    access: 'public',
    response: CustomPage,
  }),
  // Evidence: the earlier client's useGetPopularSubjects.
  /** Popular subjects for the home page (B1). */
  popularSubjects: endpoint({
    method: 'GET',
    path: '/admin-console/api/popular-subject-list/',
    access: 'public',
    response: PopularSubjects,
  }),
  // Evidence: the earlier client's useGetSubjects, useGetFeaturedSubjects, useSubjectsFacetInfinite and
  // useSubjectsWithCoursesInfinite (the query parameters of each).
  /** Subjects: all (menu), featured, facet (title search), with courses (B2). */
  subjectList: endpoint({
    method: 'GET',
    path: '/admin-console/api/subject-list/',
    access: 'public',
    query: lazySchema(() =>
      z.object({
        page: z.optional(queryPage),
        page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
        featured: z.optional(queryBool),
        'has-courses-count': z.optional(queryBool),
        'with-courses': z.optional(queryBool),
        title: z.optional(queryText),
      }),
    ),
    response: lazySchema(() =>
      z.object({ ...page(Subject, 'subject').shape, course_counter: z.optional(z.number()) }),
    ),
  }),
  // Evidence: the earlier client's useGetPopularPartners, useGetPartners, useGetPartnersSuggestions and
  // useGetPartnersFacetInfinite.
  /** Partners: popular, paginated list with totals, suggestions, facet (B3). */
  partnerList: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner-list/',
    access: 'public',
    query: lazySchema(() =>
      z.object({
        popular: z.optional(queryBool),
        page: z.optional(queryPage),
        page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
        ordering: z.optional(z.enum(['recent', 'ascending', 'descending'])),
        'has-courses-count': z.optional(queryBool),
        name: z.optional(queryText),
      }),
    ),
    response: PartnerListPage,
  }),
  // Evidence: the earlier client's useGetPartner; its `programs` are an Atrium extension (`programs`).
  /** One partner with its counts and programs (B4). */
  partnerDetail: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner/{short_name}/',
    access: 'public',
    response: PartnerDetail,
  }),
  // Evidence: the earlier client's usePartnerInstructorsInfinite.
  /** A partner's instructors, page by page (B5). */
  partnerInstructors: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner-instructors/{short_name}/',
    access: 'public',
    query: lazySchema(() => z.object({ page: z.optional(queryPage), page_size: z.optional(queryPage) })),
    response: lazySchema(() => page(InstructorWithStats, 'partner instructor')),
  }),
  // Evidence: the earlier client's useGetPartnerPopularCourses and useGetInstructorPopularCourses.
  /** Popular courses of a partner or an instructor (B6). */
  popularCourses: endpoint({
    method: 'GET',
    path: '/admin-console/api/popular-course-list/',
    access: 'public',
    query: lazySchema(() =>
      z.object({
        target: z.enum(['partner', 'instructor']),
        partner_shortname: z.optional(queryText),
        instructor_slug: z.optional(queryText),
      }),
    ),
    response: CourseList,
  }),
  // Evidence: the earlier client's useGetInstructor and instructor page.
  /** One instructor (B7). */
  instructorDetail: endpoint({
    method: 'GET',
    path: '/admin-console/api/instructor/{slug}/',
    access: 'public',
    response: InstructorDetail,
  }),
  // Evidence: the earlier client's useGetInstructorsFacetInfinite.
  /** Instructors for the search facet (B8). */
  instructorList: endpoint({
    method: 'GET',
    path: '/admin-console/api/instructor-list/',
    access: 'public',
    query: lazySchema(() => z.object({ page: z.optional(queryPage), search_query: z.optional(queryText) })),
    response: lazySchema(() => page(InstructorFacetItem, 'instructor')),
  }),
  // Evidence: the earlier client's useGetLanguagesFilter.
  /** Course languages for the search facet (B9). */
  languagesWithCourses: endpoint({
    method: 'GET',
    path: '/admin-console/api/languages-with-courses/',
    access: 'public',
    response: LanguagesWithCourses,
  }),
  // Evidence: the earlier client's useGetCourseMetaData.
  /** Everything the course page shows (B11). */
  courseMetadata: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-metadata/{slug}/',
    access: 'public',
    response: CourseDetail,
  }),
  // Evidence: the earlier client's useGetCourseInstructors (no trailing slash).
  /** A course's instructors with their counts (B12). */
  courseInstructors: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-metadata/{slug}/instructors',
    access: 'public',
    response: CourseInstructors,
  }),
  // Evidence: the earlier client's useGetCourseToc.
  /** Table of contents (B13). */
  courseToc: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-toc/{course_id}/',
    access: 'public',
    response: CourseToc,
  }),
  // Evidence: the earlier client's useSearchResults, useSearchSuggestions, useGetTopRecentCourses and
  // useGetSimilarCourses; `availability` and `learning_type` are an Atrium extension (`discovery-filters`).
  /** Search with facets, sort and 0-based pages; also suggestions, home tabs, similar (B14). */
  discoverySearch: endpoint({
    method: 'POST',
    path: '/admin-console/api/full-course-discovery/',
    access: 'session',
    query: lazySchema(() =>
      z.object({
        page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
        page_index: z.optional(queryInt),
        sort: z.optional(z.enum([...SORTS, 'ascending', 'descending'])),
      }),
    ),
    body: DiscoveryQuery,
    response: DiscoveryResults,
  }),
  // Evidence: the earlier client's useGetPaidCourses.
  /** Whether a paid course can be bought now (B15). */
  paidCourse: endpoint({
    method: 'GET',
    path: '/admin-console/api/paid-courses/{course_id}/',
    access: 'public',
    response: PaidCourse,
  }),
  // Evidence: Atrium extension (`programs`): no evidence that the platform has it; without it, 404.
  /** One program with its partners and courses (Atrium extension). */
  program: endpoint({
    method: 'GET',
    path: '/admin-console/api/program/{slug}/',
    access: 'public',
    response: Program,
    extension: 'programs',
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_api/accounts/views.py; the earlier client's
  // useGetUserProfile.
  /** The learner’s account, is_active and profile image (C1). */
  userAccount: endpoint({
    method: 'GET',
    path: '/api/user/v1/accounts/{username}',
    access: 'learner',
    response: UserAccount,
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_api/preferences/views.py; the earlier client's footer
  // language chooser.
  /** Merge-patch of preferences, e.g. pref-lang (C2). */
  updatePreferences: endpoint({
    method: 'PATCH',
    path: '/api/user/v1/preferences/{username}',
    access: 'learner',
    body: PreferencesPatch,
    bodyType: 'application/merge-patch+json',
    response: nothing,
    status: 204,
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_authn/api/views.py (SendAccountActivationEmail); the
  // earlier client's utils/sendActivateEmail.ts.
  /** Sends the activation e-mail again (C3). */
  sendActivationEmail: endpoint({
    method: 'POST',
    path: '/api/send_account_activation_email',
    access: 'learner',
    response: nothing,
  }),
  // Evidence: the earlier client's useGetEnrollmentList and useGetOverviewList; `search` is an Atrium
  // extension (`enrollment-search`).
  /** The learner’s enrollments, 12 a page, by progress (C4). */
  enrollmentList: endpoint({
    method: 'GET',
    path: '/admin-console/api/openedx/api/enrollment-list/',
    access: 'learner',
    query: lazySchema(() =>
      z.object({
        ordering: z.optional(z.enum(['recent'])),
        page: z.optional(queryPage),
        page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
        progress: z.optional(z.enum(PROGRESS_TYPES)),
        search: z.optional(queryText),
      }),
    ),
    response: EnrollmentListPage,
  }),
  // Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentView); the earlier client's
  // useGetEnrollmentStatus.
  /** Whether the learner is enrolled in one course (C5). */
  enrollmentStatus: endpoint({
    method: 'GET',
    path: '/api/enrollment/v1/enrollment/{course_id}',
    access: 'learner',
    response: EnrollmentStatus,
  }),
  // Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentListView.post); the earlier
  // client's useEnrollClickHandler.
  /** Enroll in a free course or a trial (C6). */
  enroll: endpoint({
    method: 'POST',
    path: '/api/enrollment/v1/enrollment',
    access: 'learner',
    body: EnrollRequest,
    response: EnrollmentAnswer,
  }),
  // Evidence: the earlier client's useUnenrollCourse (it reads nothing from the answer).
  /** Leave a course (C7). */
  unenroll: endpoint({
    method: 'POST',
    path: '/admin-console/api/openedx/api/unenroll/',
    access: 'learner',
    body: UnenrollRequest,
    response: EnrollmentChange,
  }),
  // Evidence: Open edX lms/djangoapps/course_home_api/outline/views.py; the earlier client's
  // useCourseOutline.
  // A visitor is answered too: no resume link or certificate, and the blocks only where public.
  /** Resume link, certificate, and the weeks and lessons the caller may see (C8). */
  courseOutline: endpoint({
    method: 'GET',
    path: '/api/course_home/outline/{course_id}/',
    access: 'session',
    response: CourseOutline,
  }),
  // Evidence: the earlier client's useCheckPrerequisiteStatus.
  /** Whether the learner has met a course’s prerequisites (C9). */
  prereqStatus: endpoint({
    method: 'GET',
    path: '/admin-console/api/pre-req-status/{course_slug}/',
    access: 'learner',
    response: PrereqStatus,
  }),
  // Evidence: the earlier client's useEnrollClickHandler (fetchTransaction).
  /** Starts a payment; the answer names the payment page (C11). */
  createTransaction: endpoint({
    method: 'POST',
    path: '/admin-console/api/create-transaction/',
    access: 'learner',
    body: TransactionRequest,
    response: Transaction,
  }),
  // Evidence: none: the reference server's demo outbox, not a platform endpoint.
  /** Demo only: the e-mails the reference server has “sent” to this learner. */
  outbox: endpoint({
    method: 'GET',
    path: '/admin-console/api/openedx/api/outbox/',
    access: 'learner',
    response: Outbox,
  }),
} as const;
