import { defineMessages } from '../i18n/intl.ts';
import { withValues } from '../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  page: { page: number };
  pageOf: { page: number; pageCount: number };
};

const catalogue = defineMessages({
  label: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of a list of page links.',
  },
  previous: {
    id: 'ui.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Link or button to the previous page of results.',
  },
  next: {
    id: 'ui.pagination.next',
    defaultMessage: 'Next page',
    description: 'Link or button to the next page of results.',
  },
  page: {
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a numbered page link.',
  },
  pageOf: {
    id: 'ui.pagination.pageOf',
    defaultMessage: 'Page {page} of {pageCount}',
    description: 'Reduced pagination on phones: where the visitor is.',
  },
});

export default withValues<Values>()(catalogue);
