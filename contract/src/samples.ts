/**
 * Realistic answers, shaped like the platform's captured payloads (docs/contract.md) and what the earlier
 * client reads, used by the tests. A separate package entry (`@atrium/contract/samples`) that only tests
 * import: the web bundle never sees them.
 */
export const organization = {
  id: 7,
  name: 'Tehran Institute of Data',
  short_name: 'TID',
  description: 'A research institute.',
  logo: 'https://lms.example.org/media/org/tid.svg',
  active: true,
  created: '2023-05-25T10:00:00Z',
};

export const partnerRecord = {
  organization,
  header: 'https://lms.example.org/media/org/tid-header.jpg',
  featured: true,
  courses_count: 12,
  created: '2023-05-25T10:00:00Z',
};

export const instructorSummary = {
  name: 'Sara Ahmadi',
  slug: 'sara-ahmadi',
  short_bio: 'Data scientist',
  image: 'https://lms.example.org/media/instructors/sara.jpg',
};

export const paidCourse = {
  active: true,
  price: 4900,
  currency: 'usd',
  course_id: 'course-v1:TID+DS101+2024',
  price_human: '$ 49',
  has_trial: true,
  trial_end: '2030-01-01T00:00:00Z',
  show_price_on_trial: false,
};

export const additionalMetadata = {
  display_name: 'Introduction to Data Science',
  short_description: 'Learn the basics of data.',
  org: 'TID',
  language: 'en',
  self_paced: true,
  certificate_enabled: true,
  course_image_url: '/asset-v1:TID+DS101+2024+type@asset+block@cover.jpg',
  total_enrollments: 1520,
  last_modification_date: '25 May 2023',
  course_created_at: '20 May 2023',
  enrollment_start: '2024-01-01T00:00:00Z',
  enrollment_end: null,
  course_start: '2024-02-01T00:00:00Z',
  course_end: '2030-06-01T00:00:00Z',
  effort: '4:00',
  sections_count: 6,
  units_count: 42,
  about_overview: '<p>About this course</p>',
  intro_video: 'https://www.youtube.com/watch?v=abc',
  invitation_only: false,
  max_enrollments: null,
  pre_req_courses: [
    { id: 3, course_slug: 'python-basics', display_name: 'Python Basics', cover: null, partner: null },
  ],
};

export const courseSummary = {
  instructors: [instructorSummary],
  total_weeks_of_effort: 8,
  hours_effort_per_week_min: 3,
  hours_effort_per_week_max: 5,
  additional_metadata: additionalMetadata,
  course_slug: 'intro-data-science',
  paid_course: paidCourse,
  partner: partnerRecord,
};

export const courseDetail = {
  ...courseSummary,
  course_id: 'course-v1:TID+DS101+2024',
  created: '2023-05-20T08:00:00Z',
  about: 'About',
  what_you_will_learn: ['Clean data', 'Plot data'],
  requirements: ['Curiosity'],
  transcript_langs: ['en', 'fa'],
  subject: { title: 'Data' },
};

export const instructorDetail = {
  ...instructorSummary,
  bio: '<p>Sara teaches data.</p>',
  website: 'https://sara.example.org',
  linkedin: 'https://www.linkedin.com/in/sara',
  facebook: null,
  twitter: 'https://x.com/sara',
  courses: ['course-v1:TID+DS101+2024', 'course-v1:TID+ML201+2024'],
  courses_count: 2,
  students_count: 3400,
};

export const discoveryHit = {
  data: {
    id: 'course-v1:TID+DS101+2024',
    content: { display_name: 'Introduction to Data Science' },
    course_metadata: courseSummary,
  },
  isProgram: false,
};

export const enrolledCourse = {
  course_details: {
    course_id: 'course-v1:TID+DS101+2024',
    course_name: 'Introduction to Data Science',
    org_display_name: 'Tehran Institute of Data',
    course_image_url: '/asset-v1:TID+DS101+2024+type@asset+block@cover.jpg',
    course_start: '2024-02-01T00:00:00Z',
    course_end: null,
  },
  course_metadata: { slug: 'intro-data-science' },
  organization: { short_name: 'TID' },
  progress: { complete_count: 3, incomplete_count: 39 },
  pre_req_courses: null,
};

// The stock platform's answers, for the web app's adapter tests.
export * from './openedx/samples.ts';
