import { defineMessages, type NoMessageValues } from 'react-intl';

export default defineMessages<{
  accountNavigation: NoMessageValues;
  mainNavigation: NoMessageValues;
  signIn: NoMessageValues;
  register: NoMessageValues;
  signOut: NoMessageValues;
  signedInAs: NoMessageValues;
  home: NoMessageValues;
  dashboard: NoMessageValues;
  discover: NoMessageValues;
  overview: NoMessageValues;
  inProgress: NoMessageValues;
  completed: NoMessageValues;
  subjects: NoMessageValues;
  subjectsLoading: NoMessageValues;
  subjectsError: NoMessageValues;
  retry: NoMessageValues;
  courseCount: { count: number };
  viewAllCourses: NoMessageValues;
  accountMenu: { username: string };
  profile: NoMessageValues;
  account: NoMessageValues;
  orderHistory: NoMessageValues;
  openSearch: NoMessageValues;
}>({
  accountNavigation: {
    id: 'header.accountNavigation',
    defaultMessage: 'Account',
    description: 'Accessible name of the header navigation holding sign-in, register or the account menu.',
  },
  mainNavigation: {
    id: 'header.mainNavigation',
    defaultMessage: 'Main',
    description: 'Accessible name of the header’s main navigation.',
  },
  signIn: { id: 'header.signIn', defaultMessage: 'Sign In', description: 'Header link to the sign-in page.' },
  register: {
    id: 'header.register',
    defaultMessage: 'Register',
    description: 'Header link to create an account.',
  },
  signOut: {
    id: 'header.signOut',
    defaultMessage: 'Sign Out',
    description: 'Link that signs the learner out.',
  },
  signedInAs: {
    id: 'header.signedInAs',
    defaultMessage: 'Signed in as',
    description: 'Visually hidden text read before the signed-in username in the header.',
  },
  home: { id: 'header.home', defaultMessage: 'Home', description: 'Bottom tab bar link to the home page.' },
  dashboard: {
    id: 'header.dashboard',
    defaultMessage: 'Dashboard',
    description: 'Header link to the learner dashboard (/overview).',
  },
  discover: {
    id: 'header.discover',
    defaultMessage: 'Discover',
    description: 'Header link to the discover catalogue.',
  },
  overview: {
    id: 'header.overview',
    defaultMessage: 'Overview',
    description: 'Signed-in header tab: dashboard overview.',
  },
  inProgress: {
    id: 'header.inProgress',
    defaultMessage: 'In progress',
    description: 'Signed-in header tab: courses in progress.',
  },
  completed: {
    id: 'header.completed',
    defaultMessage: 'Completed',
    description: 'Signed-in header tab: completed courses.',
  },
  subjects: {
    id: 'header.subjects',
    defaultMessage: 'Subjects',
    description: 'Header button that opens the menu of all subjects.',
  },
  subjectsLoading: {
    id: 'header.subjectsLoading',
    defaultMessage: 'Loading subjects',
    description: 'Subjects menu while it loads.',
  },
  subjectsError: {
    id: 'header.subjectsError',
    defaultMessage: 'The subjects could not be loaded.',
    description: 'Subjects menu when the subject list failed to load.',
  },
  retry: {
    id: 'header.retry',
    defaultMessage: 'Retry',
    description: 'Button that loads a failed list again.',
  },
  courseCount: {
    id: 'header.courseCount',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Total number of courses, at the top of the subjects menu.',
  },
  viewAllCourses: {
    id: 'header.viewAllCourses',
    defaultMessage: 'View All Courses',
    description: 'Subjects menu button: all courses on the search page, filters reset.',
  },
  accountMenu: {
    id: 'header.accountMenu',
    defaultMessage: 'Account menu for {username}',
    description: 'Accessible name of the avatar button that opens the account menu.',
  },
  profile: {
    id: 'header.profile',
    defaultMessage: 'Profile',
    description: 'Account menu link to the learner’s public profile.',
  },
  account: {
    id: 'header.account',
    defaultMessage: 'Account',
    description: 'Account menu link to the account settings.',
  },
  orderHistory: {
    id: 'header.orderHistory',
    defaultMessage: 'Order History',
    description: 'Account menu link to past orders (billing).',
  },
  openSearch: {
    id: 'header.openSearch',
    defaultMessage: 'Search courses',
    description: 'Phone header button that opens the search screen.',
  },
});
