import { defineMessages } from '../i18n/intl.ts';

export default defineMessages<{
  remove: { label: string };
}>({
  remove: {
    id: 'ui.chip.remove',
    defaultMessage: 'Remove filter: {label}',
    description: 'Accessible name of a filter chip; pressing it removes the filter.',
  },
});
