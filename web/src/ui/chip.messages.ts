import { defineMessages } from '../i18n/intl.ts';
import { withValues } from '../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  remove: { label: string };
};

const catalogue = defineMessages({
  remove: {
    id: 'ui.chip.remove',
    defaultMessage: 'Remove filter: {label}',
    description: 'Accessible name of a filter chip; pressing it removes the filter.',
  },
});

export default withValues<Values>()(catalogue);
