import { defineMessages } from '../../i18n/intl.ts';

/** The label of each screen: its heading until the screen is built, and its document title. */
export default defineMessages({
  home: { id: 'route.home', defaultMessage: 'Home', description: 'Label and title of the home page.' },
  profile: {
    id: 'route.profile',
    defaultMessage: 'Profile',
    description: 'Label and title of the mobile profile page.',
  },
  overview: {
    id: 'route.overview',
    defaultMessage: 'Dashboard',
    description: 'Label and title of the learner dashboard.',
  },
  inProgress: {
    id: 'route.inProgress',
    defaultMessage: 'In progress',
    description: 'Label and title of the in-progress courses list.',
  },
  completed: {
    id: 'route.completed',
    defaultMessage: 'Completed',
    description: 'Label and title of the completed courses list.',
  },
  discover: {
    id: 'route.discover',
    defaultMessage: 'Discover',
    description: 'Label and title of the discover catalogue.',
  },
  search: {
    id: 'route.search',
    defaultMessage: 'Search results',
    description: 'Label and title of the search results page.',
  },
  partners: {
    id: 'route.partners',
    defaultMessage: 'Our partners',
    description: 'Label and title of the partners list.',
  },
  partner: {
    id: 'route.partner',
    defaultMessage: 'Partner',
    description: 'Label and title of a partner page.',
  },
  course: { id: 'route.course', defaultMessage: 'Course', description: 'Label and title of a course page.' },
  program: {
    id: 'route.program',
    defaultMessage: 'Program',
    description: 'Label and title of a program page.',
  },
  instructor: {
    id: 'route.instructor',
    defaultMessage: 'Instructor',
    description: 'Label and title of an instructor page.',
  },
  notFound: {
    id: 'route.notFound',
    defaultMessage: 'Page not found',
    description: 'Title of the page shown for an unknown address.',
  },
});
