import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  heading: {
    id: 'discover.heading',
    defaultMessage: 'Search our catalog',
    description: 'Heading of the discover page, above its search box.',
  },
  featured: {
    id: 'discover.featured',
    defaultMessage: 'Featured subjects',
    description: 'Heading of the featured subjects on the discover page.',
  },
  loadingSubjects: {
    id: 'discover.loadingSubjects',
    defaultMessage: 'Loading subjects',
    description: 'Accessible name of the subject placeholders.',
  },
  allCourses: {
    id: 'discover.allCourses',
    defaultMessage: 'All courses and programs',
    description: 'Heading of the catalogue browser on the discover page.',
  },
});
