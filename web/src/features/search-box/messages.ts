import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  count: { count: number };
};

const catalogue = defineMessages({
  label: {
    id: 'searchBox.label',
    defaultMessage: 'Search courses',
    description: 'Default accessible label of the catalogue search box.',
  },
  placeholder: {
    id: 'searchBox.placeholder',
    defaultMessage: 'What do you want to learn?',
    description: 'Placeholder text of the catalogue search box.',
  },
  submit: {
    id: 'searchBox.submit',
    defaultMessage: 'Search',
    description: 'Button that runs the catalogue search.',
  },
  suggestions: {
    id: 'searchBox.suggestions',
    defaultMessage: 'Suggestions',
    description: 'Accessible name of the suggestions list.',
  },
  course: {
    id: 'searchBox.course',
    defaultMessage: 'Course',
    description: 'Label of a suggestion that is a course.',
  },
  program: {
    id: 'searchBox.program',
    defaultMessage: 'Program',
    description: 'Label of a suggestion that is a program.',
  },
  viewAll: {
    id: 'searchBox.viewAll',
    defaultMessage: 'View all result',
    description: 'Last entry of the suggestions: all results on the search page (spec wording).',
  },
  count: {
    id: 'searchBox.count',
    defaultMessage: '{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}}',
    description: 'Announced to screen readers when suggestions arrive.',
  },
  none: {
    id: 'searchBox.none',
    defaultMessage: 'We couldn’t find any exact matches',
    description: 'Suggestions dropdown when nothing matches (spec wording).',
  },
});

export default withValues<Values>()(catalogue);
