import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

type Count = { count: number };
type DateValue = { date: string };

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  greeting: { name: string };
  inProgressCount: Count;
  completedCount: Count;
  totalCourses: Count;
  noMatchesTitle: { search: string };
  searchResultsFor: { search: string };
  accessExpired: DateValue;
  accessWillExpire: DateValue;
  started: DateValue;
  willStart: DateValue;
  progress: { percent: number };
  share: { course: string };
  moreActions: { course: string };
  partner: { partner: string };
  shareFailedDescription: { link: string };
};

const catalogue = defineMessages({
  dashboardNavigation: {
    id: 'dashboard.navigation',
    defaultMessage: 'Dashboard',
    description: 'Accessible name of the tab strip Overview / In progress / Completed.',
  },
  overviewTab: {
    id: 'dashboard.overviewTab',
    defaultMessage: 'Overview',
    description: 'Dashboard tab to the overview page.',
  },
  greeting: {
    id: 'dashboard.greeting',
    defaultMessage: 'Hi, {name}',
    description: 'Overview heading greeting the learner by name.',
  },
  avatarAlt: {
    id: 'dashboard.avatarAlt',
    defaultMessage: 'Your profile picture',
    description: 'Alternative text of the learner’s avatar on the overview.',
  },
  inProgressCount: {
    id: 'dashboard.inProgressCount',
    defaultMessage: '{count, plural, one {# course in progress} other {# courses in progress}}',
    description: 'Overview count of courses in progress; links to the in-progress list.',
  },
  completedCount: {
    id: 'dashboard.completedCount',
    defaultMessage: '{count, plural, one {# course completed} other {# courses completed}}',
    description: 'Overview count of completed courses; links to the completed list.',
  },
  recentActivity: {
    id: 'dashboard.recentActivity',
    defaultMessage: 'Recent activity',
    description: 'Overview heading above the five most recent enrollments.',
  },
  viewAllInProgress: {
    id: 'dashboard.viewAllInProgress',
    defaultMessage: 'View all courses in progress',
    description: 'Overview link to the full in-progress list.',
  },
  viewAllCompleted: {
    id: 'dashboard.viewAllCompleted',
    defaultMessage: 'View all completed courses',
    description: 'Overview link to the full completed list.',
  },
  totalCourses: {
    id: 'dashboard.totalCourses',
    defaultMessage: 'Total: {count, plural, one {# course} other {# courses}}',
    description: 'Number of enrollments in the list, under its title.',
  },
  loadingCourses: {
    id: 'dashboard.loadingCourses',
    defaultMessage: 'Loading your courses',
    description: 'Accessible name of the card skeletons while enrollments load.',
  },
  pleaseLogIn: {
    id: 'dashboard.pleaseLogIn',
    defaultMessage: 'Please log in to access your dashboard',
    description: 'Prompt shown on the dashboard to signed-out visitors (spec wording).',
  },
  logIn: {
    id: 'dashboard.logIn',
    defaultMessage: 'Log in',
    description: 'Button on the signed-out dashboard that goes to the sign-in page.',
  },
  emptyExploreTitle: {
    id: 'dashboard.empty.explore.title',
    defaultMessage: 'Earn a certificate and advance your career',
    description:
      'Title of the explore card when no course is in progress, and on the overview when the learner has no enrollment.',
  },
  emptyInProgressDescription: {
    id: 'dashboard.empty.inProgress.description',
    defaultMessage: 'Your in-progress courses will appear here.',
    description: 'Description of the explore card when no course is in progress.',
  },
  emptyCompletedTitle: {
    id: 'dashboard.empty.completed.title',
    defaultMessage: 'No completed courses yet',
    description: 'Title of the explore card when no course is completed.',
  },
  emptyCompletedDescription: {
    id: 'dashboard.empty.completed.description',
    defaultMessage: 'Courses you finish will appear here, with their certificates.',
    description: 'Description of the explore card when no course is completed.',
  },
  emptyOverviewDescription: {
    id: 'dashboard.empty.overview.description',
    defaultMessage: 'You are not enrolled in any course yet.',
    description: 'Description of the explore card on the overview when the learner has no enrollment.',
  },
  exploreCourses: {
    id: 'dashboard.exploreCourses',
    defaultMessage: 'Explore Courses',
    description: 'Button of the explore card, to the search page.',
  },
  noMatchesTitle: {
    id: 'dashboard.noMatches.title',
    defaultMessage: 'None of your courses match “{search}”',
    description: 'Empty state of a search within my courses.',
  },
  noMatchesDescription: {
    id: 'dashboard.noMatches.description',
    defaultMessage: 'Check the spelling, or search by course name or organisation.',
    description: 'Advice under the empty state of a search within my courses.',
  },
  clearSearch: {
    id: 'dashboard.clearSearch',
    defaultMessage: 'Clear search',
    description: 'Button that removes the search within my courses.',
  },
  searchLabel: {
    id: 'dashboard.searchLabel',
    defaultMessage: 'Search my courses',
    description: 'Label of the search box within the learner’s own courses.',
  },
  searchPlaceholder: {
    id: 'dashboard.searchPlaceholder',
    defaultMessage: 'Name or organisation',
    description: 'Placeholder of the search box within my courses.',
  },
  searchButton: {
    id: 'dashboard.searchButton',
    defaultMessage: 'Search',
    description: 'Button submitting the search within my courses.',
  },
  searchResultsFor: {
    id: 'dashboard.searchResultsFor',
    defaultMessage: 'Results for “{search}”',
    description: 'Line above the list when a search within my courses is active.',
  },
  accessExpired: {
    id: 'dashboard.card.accessExpired',
    defaultMessage: 'Access has expired on {date}',
    description: 'Card date line: visited course whose end date is past.',
  },
  accessWillExpire: {
    id: 'dashboard.card.accessWillExpire',
    defaultMessage: 'Access will expire on {date}',
    description: 'Card date line: visited course whose end date is ahead.',
  },
  lifetimeAccess: {
    id: 'dashboard.card.lifetimeAccess',
    defaultMessage: 'Lifetime access',
    description: 'Card date line: visited course without an end date.',
  },
  started: {
    id: 'dashboard.card.started',
    defaultMessage: 'Course has started on {date}',
    description: 'Card date line: never-visited course whose start date is past.',
  },
  willStart: {
    id: 'dashboard.card.willStart',
    defaultMessage: 'Course will start on {date}',
    description: 'Card date line: course whose start date is ahead.',
  },
  completed: {
    id: 'dashboard.card.completed',
    defaultMessage: 'Well done! You completed this course',
    description: 'Card status of a completed course (spec wording).',
  },
  comingSoon: {
    id: 'dashboard.card.comingSoon',
    defaultMessage: 'Course coming soon! Stay tuned for the start date',
    description: 'Card status of a course that has not started (spec wording).',
  },
  progress: {
    id: 'dashboard.card.progress',
    defaultMessage: '{percent}% complete',
    description: 'Text beside the card progress bar.',
  },
  progressLabel: {
    id: 'dashboard.card.progressLabel',
    defaultMessage: 'Course progress',
    description: 'Accessible name of the card progress bar.',
  },
  courseInfo: {
    id: 'dashboard.card.courseInfo',
    defaultMessage: 'Course Info',
    description: 'Menu item to the course information page.',
  },
  unenroll: {
    id: 'dashboard.card.unenroll',
    defaultMessage: 'Unenroll',
    description: 'Menu item and confirmation button that leave the course.',
  },
  share: {
    id: 'dashboard.card.share',
    defaultMessage: 'Share {course}',
    description: 'Accessible name of the card share icon button.',
  },
  shareAction: {
    id: 'dashboard.card.shareAction',
    defaultMessage: 'Share',
    description: 'Action sheet item that copies the course link.',
  },
  moreActions: {
    id: 'dashboard.card.moreActions',
    defaultMessage: 'More actions for {course}',
    description: 'Accessible name of the card more-menu button.',
  },
  partner: {
    id: 'dashboard.card.partner',
    defaultMessage: 'Offered by {partner}',
    description: 'Accessible name of the card link to the partner page.',
  },
  shareToastTitle: {
    id: 'dashboard.share.toastTitle',
    defaultMessage: 'Link has been copied successfully!',
    description: 'Toast title after copying a course link (spec wording).',
  },
  shareToastDescription: {
    id: 'dashboard.share.toastDescription',
    defaultMessage: 'Share the link with your friends and let them dive into a world of captivating content!',
    description: 'Toast text after copying a course link (spec wording).',
  },
  shareFailedTitle: {
    id: 'dashboard.share.failedTitle',
    defaultMessage: 'The link could not be copied',
    description: 'Toast title when the browser refused to copy.',
  },
  shareFailedDescription: {
    id: 'dashboard.share.failedDescription',
    defaultMessage: 'Copy it yourself: {link}',
    description: 'Toast text with the link when copying failed.',
  },
  unenrollTitle: {
    id: 'dashboard.unenroll.title',
    defaultMessage: 'Unenroll from course',
    description: 'Title of the unenroll confirmation (spec wording).',
  },
  unenrollDescription: {
    id: 'dashboard.unenroll.description',
    defaultMessage: 'When you unenroll, your courses will be removed from your dashboard',
    description: 'Explanation in the unenroll confirmation (spec wording).',
  },
  cancel: {
    id: 'dashboard.unenroll.cancel',
    defaultMessage: 'Cancel',
    description: 'Closes the unenroll confirmation without leaving the course.',
  },
  unenrolling: {
    id: 'dashboard.unenroll.working',
    defaultMessage: 'Unenrolling…',
    description: 'Confirmation button while the unenroll call runs.',
  },
  unenrolled: {
    id: 'dashboard.unenroll.success',
    defaultMessage: 'You have successfully unenrolled from the course',
    description: 'Toast after the server confirmed the unenroll (spec wording).',
  },
  unenrollFailed: {
    id: 'dashboard.unenroll.failed',
    defaultMessage: 'You could not be unenrolled from this course. Please try again.',
    description:
      'Shown in the confirmation when the unenroll call failed; the course stays on the dashboard.',
  },
  activateTitle: {
    id: 'dashboard.activate.title',
    defaultMessage: 'Activate Your Account',
    description: 'Title of the activation banner (spec wording).',
  },
  activateBody: {
    id: 'dashboard.activate.body',
    defaultMessage: 'Check your inbox for the activation e-mail and click its link to activate your account.',
    description: 'Explanation in the activation banner.',
  },
  activateResendPrompt: {
    id: 'dashboard.activate.resendPrompt',
    defaultMessage: 'Didn’t get the e-mail?',
    description: 'Text before the resend link in the activation banner.',
  },
  resendActivation: {
    id: 'dashboard.activate.resend',
    defaultMessage: 'Resend Activation Email',
    description: 'Link/button in the activation banner (spec wording).',
  },
  resending: {
    id: 'dashboard.activate.resending',
    defaultMessage: 'Sending…',
    description: 'Resend button while the activation e-mail is being sent.',
  },
  resendSucceeded: {
    id: 'dashboard.activate.sent',
    defaultMessage: 'We have sent you a new activation e-mail.',
    description: 'Shown after the activation e-mail was sent again.',
  },
  resendFailed: {
    id: 'dashboard.activate.failed',
    defaultMessage: 'The activation e-mail could not be sent. Please try again later.',
    description: 'Shown when sending the activation e-mail failed.',
  },
});

export default withValues<Values>()(catalogue);
