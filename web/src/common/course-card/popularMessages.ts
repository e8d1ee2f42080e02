import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  heading: {
    id: 'catalogue.popular.heading',
    defaultMessage: 'Popular courses',
    description: 'Heading of the popular courses on a partner or instructor page.',
  },
  viewAll: {
    id: 'catalogue.popular.viewAll',
    defaultMessage: 'View all courses',
    description: 'Opens the catalogue filtered by this partner or instructor.',
  },
  empty: {
    id: 'catalogue.popular.empty',
    defaultMessage: 'No courses yet. Check back soon.',
    description: 'Shown when a partner or instructor has no courses.',
  },
});
