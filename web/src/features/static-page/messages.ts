import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  loading: {
    id: 'staticPage.loading',
    defaultMessage: 'Loading...',
    description: 'Shown while a static page (About, Contact…) is being fetched.',
  },
  error: {
    id: 'staticPage.error',
    // The spec's exact text, misspelling included (docs/product-rules.md, "Errors").
    defaultMessage: 'Error occured while fetching data',
    description: 'Shown when a static page could not be fetched.',
  },
});
