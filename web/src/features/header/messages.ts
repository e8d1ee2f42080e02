import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
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
  openSearch: {
    id: 'header.openSearch',
    defaultMessage: 'Search courses',
    description: 'Phone header button that opens the search screen.',
  },
});
