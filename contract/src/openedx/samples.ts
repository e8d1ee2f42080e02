/**
 * Stock answers for the tests, rebuilt from the Open edX sources each names (values changed, shapes
 * kept). Tests import them from `@atrium/contract/samples`, beside the admin-console samples: no
 * bundle carries them.
 */

/**
 * A `course_info` document with every field Studio indexes for a course that has them
 * (edx-platform `CourseAboutSearchIndexer.ABOUT_INFORMATION_TO_INCLUDE`; the official catalogue's
 * fixture `src/__mocks__/courseDiscovery.ts` has the same keys, camel-cased by its client).
 */
export const discoveryDocument = {
  id: 'course-v1:OpenEdx+201+2031',
  course: 'course-v1:OpenEdx+201+2031',
  content: {
    display_name: 'Soil Science',
    overview: 'About This Course What lies beneath our feet.',
    short_description: 'What lies beneath our feet.',
    number: '201',
  },
  image_url: '/asset-v1:OpenEdx+201+2031+type@asset+block@images_course_image.jpg',
  org_image_url: '/asset-v1:OpenEdx+201+2031+type@asset+block@org_image.jpg',
  start: '2031-01-01T00:00:00',
  end: '2031-06-30T00:00:00+00:00',
  enrollment_start: '2030-11-01T00:00:00+00:00',
  advertised_start: 'Winter 2031',
  effort: '4:00',
  number: '201',
  org: 'OpenEdx',
  modes: ['audit', 'verified'],
  language: 'en',
  self_paced: false,
  catalog_visibility: 'both',
};

/**
 * A Meilisearch answer as edx-search translates it (`search/meilisearch.py` `process_results`): no
 * per-hit score, `aggs` totals as floats, `other` always 0.
 */
export const meilisearchDiscoveryAnswer = {
  took: 3,
  total: 2,
  max_score: 0.91,
  results: [
    { _id: discoveryDocument.id, _index: 'course_info', _type: '_doc', data: discoveryDocument },
    {
      _id: 'course-v1:dev+654+2032',
      _index: 'course_info',
      _type: '_doc',
      data: {
        id: 'course-v1:dev+654+2032',
        course: 'course-v1:dev+654+2032',
        content: { display_name: 'Rivers', number: '654' },
        image_url: '/asset-v1:dev+654+2032+type@asset+block@images_course_image.jpg',
        start: '2032-02-01T00:00:00+00:00',
        org: 'dev',
        modes: ['audit'],
        language: 'fr',
      },
    },
  ],
  aggs: {
    language: { terms: { en: 1, fr: 1 }, total: 2.0, other: 0 },
    modes: { terms: { audit: 2, verified: 1 }, total: 3.0, other: 0 },
    org: { terms: { OpenEdx: 1, dev: 1 }, total: 2.0, other: 0 },
  },
};

/**
 * An Elasticsearch answer of an older edx-search (`search/elastic.py` before `aggs`): a `score` per
 * hit and the counts under `facets`, with documents beyond the top terms counted in `other`.
 */
export const legacyElasticDiscoveryAnswer = {
  took: 2,
  total: 1,
  max_score: 1.0,
  results: [{ _id: 'edX/DemoX/Demo_Course', _index: 'course_info', score: 1.0, data: discoveryDocument }],
  facets: {
    org: { terms: { OrgA: 2, OrgB: 2 }, total: 5.0, other: 1 },
  },
};

/**
 * `CourseDetailSerializer` as the detail view answers (edx-platform `lms/djangoapps/course_api/views.py`
 * docstring example and `serializers.py` fields).
 */
export const courseApiDetail = {
  blocks_url:
    'https://lms.example.org/api/courses/v1/blocks/?course_id=course-v1%3AedX%2BDemoX%2BDemo_Course',
  effort: '5:30',
  end: '2035-09-19T18:00:00Z',
  enrollment_start: '2030-06-15T00:00:00Z',
  enrollment_end: null,
  id: 'course-v1:edX+DemoX+Demo_Course',
  media: {
    banner_image: { uri: '/asset-v1:edX+DemoX+Demo_Course+type@asset+block@banner.jpg', uri_absolute: '' },
    course_image: { uri: '/asset-v1:edX+DemoX+Demo_Course+type@asset+block@course_image.jpg' },
    course_video: { uri: null },
    image: {
      raw: 'https://lms.example.org/asset-v1:edX+DemoX+Demo_Course+type@asset+block@course_image.jpg',
      small:
        'https://lms.example.org/asset-v1:edX+DemoX+Demo_Course+type@thumbnail+block@course_image-375x200.jpg',
      large:
        'https://lms.example.org/asset-v1:edX+DemoX+Demo_Course+type@thumbnail+block@course_image-750x400.jpg',
    },
  },
  name: 'Demonstration Course',
  number: 'DemoX',
  org: 'edX',
  short_description: 'An example course.',
  start: '2030-07-17T12:00:00Z',
  start_display: 'July 17, 2030',
  start_type: 'timestamp',
  pacing: 'instructor',
  mobile_available: true,
  hidden: false,
  invitation_only: false,
  course_id: 'course-v1:edX+DemoX+Demo_Course',
  overview: '<section class="about"><h2>About This Course</h2><p>A verbose description.</p></section>',
};

/**
 * An enrollment as `CourseEnrollmentSerializer` writes it (edx-platform
 * `openedx/core/djangoapps/enrollments/views.py` docstrings, `serializers.py`).
 */
export const stockEnrollment = {
  created: '2030-07-20T09:12:44.109Z',
  mode: 'audit',
  is_active: true,
  user: 'learner',
  course_details: {
    course_id: 'course-v1:edX+DemoX+Demo_Course',
    course_name: 'Demonstration Course',
    enrollment_start: null,
    enrollment_end: null,
    course_start: '2030-07-17T12:00:00Z',
    course_end: null,
    invite_only: false,
    course_modes: [
      {
        slug: 'audit',
        name: 'Audit',
        min_price: 0,
        suggested_prices: '',
        currency: 'usd',
        expiration_datetime: null,
        description: null,
        sku: null,
        bulk_sku: null,
      },
      {
        slug: 'verified',
        name: 'Verified Certificate',
        min_price: 49,
        suggested_prices: '49,99',
        currency: 'usd',
        expiration_datetime: '2031-01-01T00:00:00Z',
        description: null,
        sku: '8CF08E5',
        bulk_sku: null,
      },
    ],
  },
};

/**
 * The learner home's global part and two cards, after the official dashboard's fixture
 * (frontend-app-learner-dashboard `src/data/services/lms/fakeData/courses.js`: `globalData`,
 * `compileCourseRunData`, `compileEntitlementData`) and `LearnerDashboardSerializer`.
 */
export const learnerHomeCourseCard = {
  course: {
    bannerImgSrc: '/asset-v1:edX+DemoX+Demo_Course+type@asset+block@images_course_image.jpg',
    courseName: 'Verified Course, Course and learner started, Passing',
    courseNumber: 'course-number3',
    socialShareUrl: 'https://www.example.org/course/verified-course',
  },
  courseProvider: { name: 'edX Course Provider' },
  courseRun: {
    isStarted: true,
    isArchived: false,
    courseId: 'course-v1:edX+DemoX+Demo_Course',
    minPassingGrade: '0.70',
    startDate: '1900-11-11T00:00:00Z',
    advertisedStart: null,
    endDate: '4040-11-11T00:00:00Z',
    homeUrl: 'https://apps.example.org/learning/course/course-v1:edX+DemoX+Demo_Course/home',
    marketingUrl: null,
    progressUrl: '/courses/course-v1:edX+DemoX+Demo_Course/progress',
    unenrollUrl: '/course_run/course-v1:edX+DemoX+Demo_Course/refund_status',
    upgradeUrl: null,
    resumeUrl:
      '/courses/course-v1:edX+DemoX+Demo_Course/jump_to/block-v1:edX+DemoX+Demo_Course+type@vertical+block@1',
  },
  enrollment: {
    accessExpirationDate: null,
    isAudit: false,
    hasStarted: true,
    coursewareAccess: { hasUnmetPrerequisites: false, isTooEarly: false, isStaff: false },
    isVerified: true,
    canUpgrade: false,
    isAuditAccessExpired: false,
    isEmailEnabled: true,
    hasOptedOutOfEmail: false,
    lastEnrolled: '2030-11-10T08:00:00Z',
    isEnrolled: true,
    mode: 'verified',
  },
  certificate: {
    availableDate: null,
    isRestricted: false,
    isEarned: true,
    isDownloadable: true,
    certPreviewUrl: '/certificates/0d9a3c1e',
  },
  entitlement: {},
  gradeData: { isPassing: true },
  programs: {
    relatedPrograms: [
      {
        provider: 'HarvardX',
        bannerImgSrc: 'https://discovery.example.org/media/programs/banner.small.jpg',
        logoImgSrc: null,
        title: 'Relativity in Modern Mechanics',
        programUrl: 'https://lms.example.org/dashboard/programs/1',
        programType: 'MicroBachelors Program',
        numberOfCourses: 3,
      },
    ],
  },
  credit: {
    providerStatusUrl: 'https://credit.example.org/status',
    providerName: 'Example State University',
    providerId: 'esu',
    error: false,
    purchased: true,
    requestStatus: 'pending',
  },
};

/** `UnfulfilledEntitlementSerializer`: the same keys, with literal nulls and a fixed enrollment. */
export const learnerHomeEntitlementCard = {
  course: {
    bannerImgSrc: null,
    courseName: 'Unfulfilled Entitlement select session',
    courseNumber: 'number-110',
  },
  courseProvider: null,
  courseRun: null,
  gradeData: null,
  certificate: null,
  enrollment: {
    accessExpirationDate: null,
    isAudit: false,
    hasStarted: false,
    coursewareAccess: { hasUnmetPrerequisites: false, isTooEarly: false, isStaff: false },
    isVerified: false,
    canUpgrade: false,
    isAuditAccessExpired: false,
    isEmailEnabled: false,
    hasOptedOutOfEmail: false,
    lastEnrolled: null,
    isEnrolled: false,
    mode: null,
  },
  entitlement: { uuid: 'entitlement-course-uuid-10', isFulfilled: false, availableSessions: [] },
  programs: { relatedPrograms: [] },
  credit: {},
};

export const learnerHomeInit = {
  emailConfirmation: { isNeeded: true, sendEmailUrl: 'https://support.example.org/activation' },
  enterpriseDashboard: null,
  platformSettings: {
    supportEmail: 'support@example.org',
    billingEmail: 'billing@example.org',
    courseSearchUrl: '/courses',
  },
  courses: [learnerHomeCourseCard, learnerHomeEntitlementCard],
  socialShareSettings: {
    facebook: { isEnabled: true, socialBrand: 'ExampleAcademy', utmParams: 'utm_source=facebook' },
    twitter: { isEnabled: false, socialBrand: 'edX.org', utmParams: null },
  },
  suggestedCourses: [
    {
      bannerImgSrc: 'https://discovery.example.org/media/course/suggested.small.jpg',
      logoImgSrc: null,
      courseName: 'Suggested course 1',
      courseUrl: 'https://www.example.org/course/suggested',
    },
  ],
};

/** `get_footer()` (edx-platform `lms/djangoapps/branding/api.py` docstring and builders). */
export const stockFooter = {
  copyright: '© Example Academy.  All rights reserved except where noted.',
  logo_image: 'https://lms.example.org/static/images/logo.png',
  social_links: [
    {
      name: 'facebook',
      title: 'Facebook',
      url: 'https://www.facebook.com/example',
      'icon-class': 'fa-facebook-square',
      action: 'Like Example Academy on Facebook',
    },
  ],
  business_links: [{ name: 'about', title: 'About', url: 'https://www.example.org/about' }],
  more_info_links: [
    { name: 'terms_of_service_and_honor_code', title: 'Terms of Service & Honor Code', url: '/tos' },
  ],
  connect_links: [{ name: 'contact', title: 'Contact Us', url: '/support/contact_us' }],
  navigation_links: [{ name: 'about', title: 'About', url: 'https://www.example.org/about' }],
  legal_links: [{ name: 'privacy_policy', title: 'Privacy Policy', url: '/privacy' }],
  mobile_links: [],
  openedx_link: {
    url: 'https://open.edx.org',
    title: 'Powered by Open edX',
    image: 'https://logos.openedx.org/open-edx-logo-tag.png',
  },
  edx_org_link: { url: 'https://www.edx.org/', text: 'Take free online courses at edX.org' },
};

/**
 * An organizations API page (edx-organizations `OrganizationSerializer` fields, edx-drf-extensions
 * `DefaultPagination` envelope): one page of two, the logo an absolute media URL.
 */
export const stockOrganization = {
  id: 3,
  created: '2030-01-05T09:30:00.512000Z',
  modified: '2030-02-11T16:02:41Z',
  name: 'Open edX Demo University',
  short_name: 'OpenEdx',
  description: 'Courses made for the demonstration.',
  logo: 'https://lms.example.org/media/organization_logos/openedx.png',
  active: true,
};

export const stockOrganizationPage = {
  next: 'https://lms.example.org/api/organizations/v0/organizations/?page=2',
  previous: null,
  count: 11,
  num_pages: 2,
  current_page: 1,
  start: 0,
  results: [stockOrganization, { ...stockOrganization, id: 4, short_name: 'dev', name: 'Dev', logo: null }],
};

/**
 * The progress tab's answer (openedx-platform `ProgressTabView` docstring, `ProgressTabSerializer`),
 * trimmed to a few of its sections.
 */
export const stockProgressTab = {
  access_expiration: null,
  certificate_data: null,
  completion_summary: { complete_count: 6.0, incomplete_count: 14.0, locked_count: 2.0 },
  course_grade: { letter_grade: null, percent: 0.21, is_passing: false },
  credit_course_requirements: null,
  end: '2031-06-30T00:00:00Z',
  enrollment_mode: 'audit',
  grading_policy: { assignment_policies: [], grade_range: { Pass: 0.5 }, assignment_colors: [] },
  has_scheduled_content: false,
  section_scores: [{ display_name: 'Week 1', subsections: [] }],
  studio_url: 'https://studio.example.org/settings/grading/course-v1:OpenEdx+201+2031',
  username: 'learner',
  user_has_passing_grade: false,
  verification_data: { link: null, status: 'none', status_date: null },
  disable_progress_graph: false,
  assignment_type_grade_summary: [],
  final_grades: 0.21,
  verified_mode: null,
};

/** `NotificationCountView` with the tray off (openedx-platform notifications `views.py`). */
export const stockNotificationCount = {
  show_notifications_tray: false,
  count: 0,
  count_by_app_name: { discussion: 0, updates: 0, grading: 0 },
  notification_expiry_days: 60,
};
