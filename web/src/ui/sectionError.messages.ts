import { defineMessages } from '../i18n/intl.ts';

export default defineMessages({
  loadError: {
    id: 'ui.sectionError.message',
    defaultMessage: 'Error occurred while fetching data',
    description: 'A part of the page could not be loaded; a Retry button follows.',
  },
  retry: {
    id: 'ui.sectionError.retry',
    defaultMessage: 'Retry',
    description: 'Loads the part of the page that failed again.',
  },
});
