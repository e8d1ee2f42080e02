/**
 * The endpoint table's second part: every call made once a page is on screen (content, catalogue,
 * courses, the learner's data). See endpoints.ts for the whole table.
 */
import * as z from 'zod/mini';
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
  dynamicFeatures: endpoint({
    method: 'GET',
    path: '/admin-console/api/dynamic-features/',
    access: 'public',
    response: DynamicFeatures,
    summary: 'Footer branding flags (A3).',
  }),
  // Evidence: the earlier client's useGetFooters.
  footerSection: endpoint({
    method: 'GET',
    path: '/admin-console/api/footer-section/',
    access: 'public',
    query: FooterSectionQuery,
    response: FooterContent,
    summary: 'Footer logo, description and links per language (A4).',
  }),
  // Evidence: the earlier client's useGetBanner.
  welcomeSection: endpoint({
    method: 'GET',
    path: '/admin-console/api/welcome-section/',
    access: 'public',
    response: WelcomeSection,
    summary: 'Home banner per language (A5).',
  }),
  // Evidence: the earlier client's useGetStaticPagesData.
  customPage: endpoint({
    method: 'GET',
    path: '/admin-console/api/custom-pages/{page}/',
    access: 'public',
    response: CustomPage,
    summary: 'A static page: name and HTML content (A6).',
  }),
  // Evidence: the earlier client's useGetPopularSubjects.
  popularSubjects: endpoint({
    method: 'GET',
    path: '/admin-console/api/popular-subject-list/',
    access: 'public',
    response: PopularSubjects,
    summary: 'Popular subjects for the home page (B1).',
  }),
  // Evidence: the earlier client's useGetSubjects, useGetFeaturedSubjects, useSubjectsFacetInfinite and
  // useSubjectsWithCoursesInfinite (the query parameters of each).
  subjectList: endpoint({
    method: 'GET',
    path: '/admin-console/api/subject-list/',
    access: 'public',
    query: z.object({
      page: z.optional(queryPage),
      page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
      featured: z.optional(queryBool),
      'has-courses-count': z.optional(queryBool),
      'with-courses': z.optional(queryBool),
      title: z.optional(queryText),
    }),
    response: z.object({ ...page(Subject, 'subject').shape, course_counter: z.optional(z.number()) }),
    summary: 'Subjects: all (menu), featured, facet (title search), with courses (B2).',
  }),
  // Evidence: the earlier client's useGetPopularPartners, useGetPartners, useGetPartnersSuggestions and
  // useGetPartnersFacetInfinite.
  partnerList: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner-list/',
    access: 'public',
    query: z.object({
      popular: z.optional(queryBool),
      page: z.optional(queryPage),
      page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
      ordering: z.optional(z.enum(['recent', 'ascending', 'descending'])),
      'has-courses-count': z.optional(queryBool),
      name: z.optional(queryText),
    }),
    response: PartnerListPage,
    summary: 'Partners: popular, paginated list with totals, suggestions, facet (B3).',
  }),
  // Evidence: the earlier client's useGetPartner; its `programs` are an Atrium extension (`programs`).
  partnerDetail: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner/{short_name}/',
    access: 'public',
    response: PartnerDetail,
    summary: 'One partner with its counts and programs (B4).',
  }),
  // Evidence: the earlier client's usePartnerInstructorsInfinite.
  partnerInstructors: endpoint({
    method: 'GET',
    path: '/admin-console/api/partner-instructors/{short_name}/',
    access: 'public',
    query: z.object({ page: z.optional(queryPage), page_size: z.optional(queryPage) }),
    response: page(InstructorWithStats, 'partner instructor'),
    summary: "A partner's instructors, page by page (B5).",
  }),
  // Evidence: the earlier client's useGetPartnerPopularCourses and useGetInstructorPopularCourses.
  popularCourses: endpoint({
    method: 'GET',
    path: '/admin-console/api/popular-course-list/',
    access: 'public',
    query: z.object({
      target: z.enum(['partner', 'instructor']),
      partner_shortname: z.optional(queryText),
      instructor_slug: z.optional(queryText),
    }),
    response: CourseList,
    summary: 'Popular courses of a partner or an instructor (B6).',
  }),
  // Evidence: the earlier client's useGetInstructor and instructor page.
  instructorDetail: endpoint({
    method: 'GET',
    path: '/admin-console/api/instructor/{slug}/',
    access: 'public',
    response: InstructorDetail,
    summary: 'One instructor (B7).',
  }),
  // Evidence: the earlier client's useGetInstructorsFacetInfinite.
  instructorList: endpoint({
    method: 'GET',
    path: '/admin-console/api/instructor-list/',
    access: 'public',
    query: z.object({ page: z.optional(queryPage), search_query: z.optional(queryText) }),
    response: page(InstructorFacetItem, 'instructor'),
    summary: 'Instructors for the search facet (B8).',
  }),
  // Evidence: the earlier client's useGetLanguagesFilter.
  languagesWithCourses: endpoint({
    method: 'GET',
    path: '/admin-console/api/languages-with-courses/',
    access: 'public',
    response: LanguagesWithCourses,
    summary: 'Course languages for the search facet (B9).',
  }),
  // Evidence: the earlier client's useGetCourseMetaData.
  courseMetadata: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-metadata/{slug}/',
    access: 'public',
    response: CourseDetail,
    summary: 'Everything the course page shows (B11).',
  }),
  // Evidence: the earlier client's useGetCourseInstructors (no trailing slash).
  courseInstructors: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-metadata/{slug}/instructors',
    access: 'public',
    response: CourseInstructors,
    summary: "A course's instructors with their counts (B12).",
  }),
  // Evidence: the earlier client's useGetCourseToc.
  courseToc: endpoint({
    method: 'GET',
    path: '/admin-console/api/course-toc/{course_id}/',
    access: 'public',
    response: CourseToc,
    summary: 'Table of contents (B13).',
  }),
  // Evidence: the earlier client's useSearchResults, useSearchSuggestions, useGetTopRecentCourses and
  // useGetSimilarCourses; `availability` and `learning_type` are an Atrium extension (`discovery-filters`).
  discoverySearch: endpoint({
    method: 'POST',
    path: '/admin-console/api/full-course-discovery/',
    access: 'session',
    query: z.object({
      page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
      page_index: z.optional(queryInt),
      sort: z.optional(z.enum([...SORTS, 'ascending', 'descending'])),
    }),
    body: DiscoveryQuery,
    response: DiscoveryResults,
    summary: 'Search with facets, sort and 0-based pages; also suggestions, home tabs, similar (B14).',
  }),
  // Evidence: the earlier client's useGetPaidCourses.
  paidCourse: endpoint({
    method: 'GET',
    path: '/admin-console/api/paid-courses/{course_id}/',
    access: 'public',
    response: PaidCourse,
    summary: 'Whether a paid course can be bought now (B15).',
  }),
  // Evidence: Atrium extension (`programs`): no evidence that the platform has it; without it, 404.
  program: endpoint({
    method: 'GET',
    path: '/admin-console/api/program/{slug}/',
    access: 'public',
    response: Program,
    summary: 'One program with its partners and courses (Atrium extension).',
    extension: 'programs',
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_api/accounts/views.py; the earlier client's
  // useGetUserProfile.
  userAccount: endpoint({
    method: 'GET',
    path: '/api/user/v1/accounts/{username}',
    access: 'learner',
    response: UserAccount,
    summary: 'The learner’s account, is_active and profile image (C1).',
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_api/preferences/views.py; the earlier client's footer
  // language chooser.
  updatePreferences: endpoint({
    method: 'PATCH',
    path: '/api/user/v1/preferences/{username}',
    access: 'learner',
    body: PreferencesPatch,
    bodyType: 'application/merge-patch+json',
    response: nothing,
    status: 204,
    summary: 'Merge-patch of preferences, e.g. pref-lang (C2).',
  }),
  // Evidence: Open edX openedx/core/djangoapps/user_authn/api/views.py (SendAccountActivationEmail); the
  // earlier client's utils/sendActivateEmail.ts.
  sendActivationEmail: endpoint({
    method: 'POST',
    path: '/api/send_account_activation_email',
    access: 'learner',
    response: nothing,
    summary: 'Sends the activation e-mail again (C3).',
  }),
  // Evidence: the earlier client's useGetEnrollmentList and useGetOverviewList; `search` is an Atrium
  // extension (`enrollment-search`).
  enrollmentList: endpoint({
    method: 'GET',
    path: '/admin-console/api/openedx/api/enrollment-list/',
    access: 'learner',
    query: z.object({
      ordering: z.optional(z.enum(['recent'])),
      page: z.optional(queryPage),
      page_size: z.optional(queryPage.check(z.refine((n) => n <= 100, 'at most 100'))),
      progress: z.optional(z.enum(PROGRESS_TYPES)),
      search: z.optional(queryText),
    }),
    response: EnrollmentListPage,
    summary: 'The learner’s enrollments, 12 a page, by progress (C4).',
  }),
  // Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentView); the earlier client's
  // useGetEnrollmentStatus.
  enrollmentStatus: endpoint({
    method: 'GET',
    path: '/api/enrollment/v1/enrollment/{course_id}',
    access: 'learner',
    response: EnrollmentStatus,
    summary: 'Whether the learner is enrolled in one course (C5).',
  }),
  // Evidence: Open edX openedx/core/djangoapps/enrollments/views.py (EnrollmentListView.post); the earlier
  // client's useEnrollClickHandler.
  enroll: endpoint({
    method: 'POST',
    path: '/api/enrollment/v1/enrollment',
    access: 'learner',
    body: EnrollRequest,
    response: EnrollmentAnswer,
    summary: 'Enroll in a free course or a trial (C6).',
  }),
  // Evidence: the earlier client's useUnenrollCourse (it reads nothing from the answer).
  unenroll: endpoint({
    method: 'POST',
    path: '/admin-console/api/openedx/api/unenroll/',
    access: 'learner',
    body: UnenrollRequest,
    response: EnrollmentChange,
    summary: 'Leave a course (C7).',
  }),
  // Evidence: Open edX lms/djangoapps/course_home_api/outline/views.py; the earlier client's
  // useCourseOutline.
  courseOutline: endpoint({
    method: 'GET',
    path: '/api/course_home/outline/{course_id}/',
    access: 'learner',
    response: CourseOutline,
    summary: 'Resume link and certificate of an enrolled course (C8).',
  }),
  // Evidence: the earlier client's useCheckPrerequisiteStatus.
  prereqStatus: endpoint({
    method: 'GET',
    path: '/admin-console/api/pre-req-status/{course_slug}/',
    access: 'learner',
    response: PrereqStatus,
    summary: 'Whether the learner has met a course’s prerequisites (C9).',
  }),
  // Evidence: the earlier client's useEnrollClickHandler (fetchTransaction).
  createTransaction: endpoint({
    method: 'POST',
    path: '/admin-console/api/create-transaction/',
    access: 'learner',
    body: TransactionRequest,
    response: Transaction,
    summary: 'Starts a payment; the answer names the payment page (C11).',
  }),
  // Evidence: none: the reference server's demo outbox, not a platform endpoint.
  outbox: endpoint({
    method: 'GET',
    path: '/admin-console/api/openedx/api/outbox/',
    access: 'learner',
    response: Outbox,
    summary: 'Demo only: the e-mails the reference server has “sent” to this learner.',
  }),
} as const;
