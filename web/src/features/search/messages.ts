import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  headingWithQuery: { query: string };
  title: { query: string };
};

const catalogue = defineMessages({
  heading: {
    id: 'search.heading',
    defaultMessage: 'Search our catalog',
    description: 'Heading of the search page without a query.',
  },
  headingWithQuery: {
    id: 'search.headingWithQuery',
    defaultMessage: 'Search our catalog “{query}”',
    description: 'Heading of the search page with the query in quotation marks.',
  },
  title: {
    id: 'search.title',
    defaultMessage: '“{query}” – Search results',
    description: 'Document title of the search page with a query.',
  },
  results: {
    id: 'search.results',
    defaultMessage: 'Results',
    description: 'Heading of the results on the search page.',
  },
  search: {
    id: 'search.breadcrumb.search',
    defaultMessage: 'Search',
    description: 'Breadcrumb: the search page.',
  },
});

export default withValues<Values>()(catalogue);
