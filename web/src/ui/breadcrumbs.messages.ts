import { defineMessages } from '../i18n/intl.ts';

export default defineMessages({
  label: {
    id: 'ui.breadcrumbs.label',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the trail of links to the pages above this one.',
  },
});
