import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  remove: { title: string };
};

const catalogue = defineMessages({
  title: {
    id: 'searchModal.title',
    defaultMessage: 'Search',
    description: 'Accessible title of the phone search screen.',
  },
  close: {
    id: 'searchModal.close',
    defaultMessage: 'Close search',
    description: 'Button that closes the phone search screen.',
  },
  recentlyViewed: {
    id: 'searchModal.recentlyViewed',
    defaultMessage: 'Recently viewed',
    description: 'Heading of the recently viewed courses.',
  },
  clearAll: {
    id: 'searchModal.clearAll',
    defaultMessage: 'Clear all',
    description: 'Button that empties the recently viewed list.',
  },
  remove: {
    id: 'searchModal.remove',
    defaultMessage: 'Remove {title} from recently viewed',
    description: 'Accessible name of the × button of one recently viewed course.',
  },
  trendingKeywords: {
    id: 'searchModal.trendingKeywords',
    defaultMessage: 'Trending keywords',
    description: 'Heading of the trending keywords (popular subjects).',
  },
  trendingCourses: {
    id: 'searchModal.trendingCourses',
    defaultMessage: 'Trending courses',
    description: 'Heading of the most popular courses.',
  },
});

export default withValues<Values>()(catalogue);
