import type { NoMessageValues } from 'react-intl';
import { defineMessages } from '../i18n/intl.ts';

export default defineMessages<{
  label: NoMessageValues;
  previous: NoMessageValues;
  next: NoMessageValues;
  page: { page: number };
  pageOf: { page: number; pageCount: number };
}>({
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
