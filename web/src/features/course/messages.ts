import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';
import type { Crowd } from './learnerCount.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  prerequisiteLink: { courseName: string };
  successBody: { courseName: string };
  playVideo: { host: string };
  watchVideo: { host: string };
  videoFrameTitle: { courseName: string };
  sectionCount: { sections: number; units: number };
  lectures: { count: number };
  learners: { count: number };
  courses: { count: number };
  instructorPhoto: { name: string };
  weeks: { count: number };
  lessons: { count: number };
  hoursPerWeek: { min: number; max: number };
  hoursPerWeekExact: { count: number };
  enrolledCount: { count: number; crowd: Crowd };
  lastUpdate: { date: string };
  trialUntil: { date: string };
  trialThen: { price: string };
  registrationStarted: { date: string };
  registrationWillStart: { date: string };
  registrationEnded: { date: string };
  registrationWillEnd: { date: string };
  courseStarted: { date: string };
  courseWillStart: { date: string };
  courseEnded: { date: string };
  courseWillEnd: { date: string };
  similarPage: { page: number; pages: number };
};

/** The course page's words; the product's exact English where it is specified (docs/product-rules.md). */
const catalogue = defineMessages({
  // Notices (docs/product-rules.md, "Enrollment").
  registrationNotOpen: {
    id: 'course.notice.registrationNotOpen',
    defaultMessage: 'Registration opens soon! Save the date and get ready to sign up',
    description: 'Course page notice: the enrollment window has not opened yet.',
  },
  registrationClosed: {
    id: 'course.notice.registrationClosed',
    defaultMessage: 'Registration Closed: Date Passed',
    description: 'Course page notice: the enrollment window has closed.',
  },
  invitationOnly: {
    id: 'course.notice.invitationOnly',
    defaultMessage: 'Enrollment in this course is by invitation only.',
    description: 'Course page notice: only invited learners may enroll.',
  },
  courseFull: {
    id: 'course.notice.courseFull',
    defaultMessage:
      'This course has reached its maximum enrollment capacity. You cannot enroll at this time.',
    description: 'Course page notice: the course is full.',
  },
  prerequisite: {
    id: 'course.notice.prerequisite',
    defaultMessage: 'This course has a prerequisite that must be successfully completed before you enroll.',
    description: 'Course page notice and Requirements notice: a prerequisite course must be completed first.',
  },
  prerequisiteLink: {
    id: 'course.notice.prerequisiteLink',
    defaultMessage: 'Complete {courseName} first',
    description: 'Link under the prerequisite notice to the prerequisite course.',
  },
  purchaseUnavailableTitle: {
    id: 'course.notice.purchaseUnavailableTitle',
    defaultMessage: 'Temporary Purchase Unavailability',
    description: 'Title of the notice or dialog shown when purchases are disabled.',
  },
  purchaseUnavailable: {
    id: 'course.notice.purchaseUnavailable',
    defaultMessage: 'Purchases are temporarily unavailable. Please try again later.',
    description: 'Text of the notice or dialog shown when purchases are disabled.',
  },
  comingSoon: {
    id: 'course.notice.comingSoon',
    defaultMessage: 'Course coming soon! Stay tuned for the start date',
    description: 'Course page notice for an enrolled learner whose course has not started.',
  },
  // Buttons.
  enroll: {
    id: 'course.button.enroll',
    defaultMessage: 'Enroll now',
    description: 'Main course page button: enroll.',
  },
  purchase: {
    id: 'course.button.purchase',
    defaultMessage: 'Purchase now',
    description: 'Main course page button: buy a paid course.',
  },
  signInToEnroll: {
    id: 'course.button.signInToEnroll',
    defaultMessage: 'Sign in to enroll',
    description: 'Main course page button for a visitor: goes to sign-in, then back here.',
  },
  signInToPurchase: {
    id: 'course.button.signInToPurchase',
    defaultMessage: 'Sign in to purchase',
    description: 'Main course page button for a visitor on a paid course.',
  },
  working: {
    id: 'course.button.working',
    defaultMessage: 'Please wait…',
    description: 'Accessible text of a busy main button.',
  },
  // Dialogs (docs/product-rules.md, "Enrollment").
  successTitle: {
    id: 'course.dialog.successTitle',
    defaultMessage: 'Enrollment Successful!',
    description: 'Title after enrolling.',
  },
  successBody: {
    id: 'course.dialog.successBody',
    defaultMessage:
      "Thank you for enrolling in {courseName}. You're on your way to a great learning journey.",
    description: 'Text after enrolling; courseName is the course title.',
  },
  startLater: {
    id: 'course.dialog.startLater',
    defaultMessage: 'Start Later',
    description: 'Dialog button: close and start later.',
  },
  paymentFailedTitle: {
    id: 'course.dialog.paymentFailedTitle',
    defaultMessage: 'Payment Processing Unsuccessful',
    description: 'Title when the learner comes back from a failed payment.',
  },
  paymentFailedBody: {
    id: 'course.dialog.paymentFailedBody',
    defaultMessage:
      'Please check your payment details and try again. If the issue persists, feel free to contact our support team for assistance.',
    description: 'Text when the learner comes back from a failed payment.',
  },
  retryPayment: {
    id: 'course.dialog.retryPayment',
    defaultMessage: 'Retry Payment',
    description: 'Failed payment dialog: try again.',
  },
  dismiss: { id: 'course.dialog.dismiss', defaultMessage: 'Dismiss', description: 'Dialog button: close.' },
  activationTitle: {
    id: 'course.dialog.activationTitle',
    defaultMessage: 'Activation Error',
    description: 'Title when an inactive learner tries to enroll.',
  },
  activationBody: {
    id: 'course.dialog.activationBody',
    defaultMessage: 'Please activate your account via email to proceed.',
    description: 'Text when an inactive learner tries to enroll.',
  },
  resendActivation: {
    id: 'course.dialog.resendActivation',
    defaultMessage: 'Resend Activation Email',
    description: 'Button that sends the activation e-mail again.',
  },
  activationSent: {
    id: 'course.dialog.activationSent',
    defaultMessage: 'We have sent you a new activation email.',
    description: 'Confirmation after the activation e-mail was sent again.',
  },
  activationNotSent: {
    id: 'course.dialog.activationNotSent',
    defaultMessage: 'The activation email could not be sent. Please try again.',
    description: 'Error after the activation e-mail could not be sent.',
  },
  enrollFailed: {
    id: 'course.error.enrollFailed',
    defaultMessage: 'We could not enroll you in this course. Please try again.',
    description: 'Shown when the server did not confirm the enrollment.',
  },
  purchaseFailed: {
    id: 'course.error.purchaseFailed',
    defaultMessage: 'We could not start the payment. Please try again.',
    description: 'Shown when the payment could not be started.',
  },

  // Page and sections.
  sectionsNav: {
    id: 'course.nav.label',
    defaultMessage: 'Course sections',
    description: 'Accessible name of the section navigator.',
  },
  info: {
    id: 'course.section.info',
    defaultMessage: 'Info',
    description: 'Section (phones): the course summary.',
  },
  about: {
    id: 'course.section.about',
    defaultMessage: 'About',
    description: 'Navigator item and heading: about this course.',
  },
  aboutHeading: {
    id: 'course.section.aboutHeading',
    defaultMessage: 'About this course',
    description: 'Heading of the About section.',
  },
  learn: {
    id: 'course.section.learn',
    defaultMessage: 'What you will learn',
    description: 'Navigator item and heading.',
  },
  requirements: {
    id: 'course.section.requirements',
    defaultMessage: 'Requirements',
    description: 'Navigator item and heading.',
  },
  content: {
    id: 'course.section.content',
    defaultMessage: 'Course content',
    description: 'Navigator item and heading: the table of contents.',
  },
  instructors: {
    id: 'course.section.instructors',
    defaultMessage: 'Instructors',
    description: 'Navigator item and heading.',
  },
  showMore: {
    id: 'course.about.showMore',
    defaultMessage: 'Show more',
    description: 'Expands the clamped About text.',
  },
  showLess: {
    id: 'course.about.showLess',
    defaultMessage: 'Show less',
    description: 'Collapses the About text.',
  },
  loadErrorTitle: {
    id: 'course.loadError.title',
    defaultMessage: 'This course could not be loaded',
    description: 'Heading of a course page whose course could not be loaded (network or server error).',
  },
  loadErrorBody: {
    id: 'course.loadError.body',
    defaultMessage: 'Check your connection and try again, or browse the other courses meanwhile.',
    description: 'Explanation under the heading of a course page that could not be loaded.',
  },
  loadErrorRetry: {
    id: 'course.loadError.retry',
    defaultMessage: 'Try again',
    description: 'Button that loads the course page again after it failed.',
  },
  loadErrorCatalogue: {
    id: 'course.loadError.catalogue',
    defaultMessage: 'Browse courses',
    description: 'Link from a course page that could not be loaded to the catalogue (Discover).',
  },
  introVideo: {
    id: 'course.about.introVideo',
    defaultMessage: 'Intro video',
    description: 'Heading of the intro video.',
  },
  playVideo: {
    id: 'course.about.playVideo',
    defaultMessage: 'Play the intro video (loads the player from {host})',
    description: 'Button that loads the embedded video player only on request; host is the video site.',
  },
  watchVideo: {
    id: 'course.about.watchVideo',
    defaultMessage: 'Watch the intro video on {host}',
    description: 'Link to the intro video on its site.',
  },
  videoFrameTitle: {
    id: 'course.about.videoFrameTitle',
    defaultMessage: 'Intro video of {courseName}',
    description: 'Title of the embedded video frame.',
  },
  prerequisiteHeading: {
    id: 'course.requirements.prerequisiteHeading',
    defaultMessage: 'Prerequisite course',
    description: 'Heading above the prerequisite course cards.',
  },
  attention: {
    id: 'course.requirements.attention',
    defaultMessage: 'Attention!',
    description: 'Lead-in of the prerequisite notice.',
  },
  sectionCount: {
    id: 'course.toc.summary',
    defaultMessage:
      '{sections, plural, one {# section} other {# sections}} · {units, plural, one {# lesson} other {# lessons}}',
    description: 'Line above the table of contents.',
  },
  lectures: {
    id: 'course.toc.lectures',
    defaultMessage: '{count, plural, one {# lecture} other {# lectures}}',
    description: 'Number of units in a subsection.',
  },
  videoUnit: {
    id: 'course.toc.videoUnit',
    defaultMessage: 'Video',
    description: 'Accessible type of a video unit.',
  },
  otherUnit: {
    id: 'course.toc.otherUnit',
    defaultMessage: 'Lesson',
    description: 'Accessible type of a non-video unit.',
  },
  unitsLocked: {
    id: 'course.toc.locked',
    defaultMessage: 'Enroll in the course to open its lessons.',
    description: 'Note above the table of contents when units cannot be opened.',
  },
  unitsBlocked: {
    id: 'course.toc.blocked',
    defaultMessage: 'The lessons open once the course has started and its prerequisites are met.',
    description: 'Note above the table of contents for an enrolled learner who cannot open the course yet.',
  },
  learners: {
    id: 'course.instructor.learners',
    defaultMessage: '{count, plural, one {# learner} other {# learners}}',
    description: 'Instructor card count.',
  },
  courses: {
    id: 'course.instructor.courses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Instructor card count.',
  },
  instructorPhoto: {
    id: 'course.instructor.photo',
    defaultMessage: 'Photo of {name}',
    description: 'Alt text of an instructor photo.',
  },
  // Summary.
  share: {
    id: 'course.summary.share',
    defaultMessage: 'Share this course',
    description: 'Icon button that copies the course link.',
  },
  shareToastTitle: {
    id: 'course.share.toastTitle',
    defaultMessage: 'Link has been copied successfully!',
    description: 'Toast title after copying the link (spec).',
  },
  shareToastBody: {
    id: 'course.share.toastBody',
    defaultMessage: 'Share the link with your friends and let them dive into a world of captivating content!',
    description: 'Toast text after copying the link (spec).',
  },
  shareFailed: {
    id: 'course.share.failed',
    defaultMessage: 'The link could not be copied',
    description: 'Toast title when copying failed; the link follows.',
  },
  partner: {
    id: 'course.summary.partner',
    defaultMessage: 'Offered by',
    description: 'Visually hidden label before the partner link.',
  },
  language: {
    id: 'course.summary.language',
    defaultMessage: 'Language',
    description: 'Label of the course language.',
  },
  transcripts: {
    id: 'course.summary.transcripts',
    defaultMessage: 'Transcripts',
    description: 'Label of the transcript languages.',
  },
  selfPaced: {
    id: 'course.summary.selfPaced',
    defaultMessage: 'Self-paced',
    description: 'Pacing of the course.',
  },
  instructorPaced: {
    id: 'course.summary.instructorPaced',
    defaultMessage: 'Instructor-paced',
    description: 'Pacing of the course.',
  },
  verifiedCertificate: {
    id: 'course.summary.verifiedCertificate',
    defaultMessage: 'Verified certificate',
    description: 'The course gives a verified certificate.',
  },
  weeks: {
    id: 'course.summary.weeks',
    defaultMessage: '{count, plural, one {# week} other {# weeks}}',
    description: 'Course length.',
  },
  lessons: {
    id: 'course.summary.lessons',
    defaultMessage: '{count, plural, one {# lesson} other {# lessons}}',
    description: 'Number of lessons.',
  },
  hoursPerWeek: {
    id: 'course.summary.hoursPerWeek',
    defaultMessage: '{min}–{max} hours per week',
    description: 'Effort range.',
  },
  hoursPerWeekExact: {
    id: 'course.summary.hoursPerWeekExact',
    defaultMessage: '{count, plural, one {# hour per week} other {# hours per week}}',
    description: 'Effort when min equals max.',
  },
  enrolledCount: {
    id: 'course.summary.enrolledCount',
    defaultMessage:
      '{crowd, select, large {{count, plural, one {# learner already enrolled!} other {# learners already enrolled!}}} other {{count, plural, one {# learner already enrolled} other {# learners already enrolled}}}}',
    description:
      'Number of learners enrolled. crowd is "large" from 100 learners on (an exclamation fits), otherwise "small" (no exclamation).',
  },
  lastUpdate: {
    id: 'course.summary.lastUpdate',
    defaultMessage: 'Last update on {date}',
    description: 'Last modification date.',
  },
  price: {
    id: 'course.summary.price',
    defaultMessage: 'Price',
    description: 'Visually hidden label before the price.',
  },
  lifetimeAccess: {
    id: 'course.summary.lifetimeAccess',
    defaultMessage: 'Lifetime access',
    description: 'Access line of free and bought courses.',
  },
  trialUntil: {
    id: 'course.summary.trialUntil',
    defaultMessage: 'Until {date}',
    description: 'Access line of a free trial.',
  },
  trialThen: {
    id: 'course.summary.trialThen',
    defaultMessage: 'then {price}',
    description: 'Price after the trial.',
  },
  registrationStarted: {
    id: 'course.date.registrationStarted',
    defaultMessage: 'Registration has started on {date}',
    description: 'Date row.',
  },
  registrationWillStart: {
    id: 'course.date.registrationWillStart',
    defaultMessage: 'Registration will start on {date}',
    description: 'Date row.',
  },
  registrationEnded: {
    id: 'course.date.registrationEnded',
    defaultMessage: 'Registration has ended on {date}',
    description: 'Date row.',
  },
  registrationWillEnd: {
    id: 'course.date.registrationWillEnd',
    defaultMessage: 'Registration will end on {date}',
    description: 'Date row.',
  },
  courseStarted: {
    id: 'course.date.courseStarted',
    defaultMessage: 'Course has started on {date}',
    description: 'Date row.',
  },
  courseWillStart: {
    id: 'course.date.courseWillStart',
    defaultMessage: 'Course will start on {date}',
    description: 'Date row.',
  },
  courseEnded: {
    id: 'course.date.courseEnded',
    defaultMessage: 'Course has ended on {date}',
    description: 'Date row.',
  },
  courseWillEnd: {
    id: 'course.date.courseWillEnd',
    defaultMessage: 'Course will end on {date}',
    description: 'Date row.',
  },
  similarHeading: {
    id: 'course.similar.heading',
    defaultMessage: 'Similar courses',
    description: 'Heading of the similar courses.',
  },
  similarIntro: {
    id: 'course.similar.intro',
    defaultMessage: 'Recommendations based on this course',
    description: 'Line under the similar courses heading.',
  },
  similarPrevious: {
    id: 'course.similar.previous',
    defaultMessage: 'Previous similar courses',
    description: 'Carousel button.',
  },
  similarNext: {
    id: 'course.similar.next',
    defaultMessage: 'Next similar courses',
    description: 'Carousel button.',
  },
  similarPage: {
    id: 'course.similar.page',
    defaultMessage: 'Page {page} of {pages}',
    description: 'Carousel position.',
  },
  loading: {
    id: 'course.loading',
    defaultMessage: 'Loading...',
    description: 'Accessible name of a loading placeholder.',
  },
  bottomBar: {
    id: 'course.bottomBar',
    defaultMessage: 'Enrollment',
    description: 'Accessible name of the bar at the bottom of the screen on phones.',
  },
});

export default withValues<Values>()(catalogue);
