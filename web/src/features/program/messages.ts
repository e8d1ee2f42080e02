import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  courseCount: { count: number };
  effort: { count: number };
};

const catalogue = defineMessages({
  badge: { id: 'program.badge', defaultMessage: 'Program', description: 'Label above a program title.' },
  offeredBy: {
    id: 'program.offeredBy',
    defaultMessage: 'Offered by',
    description: 'Label before the partners of a program.',
  },
  courses: {
    id: 'program.courses',
    defaultMessage: 'Courses in this program',
    description: 'Heading of the ordered courses of a program.',
  },
  courseCount: {
    id: 'program.courseCount',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Number of courses of a program.',
  },
  effort: {
    id: 'program.effort',
    defaultMessage: '{count, plural, one {# week} other {# weeks}} in total',
    description: 'Total effort of a program in weeks.',
  },
  price: { id: 'program.price', defaultMessage: 'Price', description: 'Label of the program price.' },
  facts: {
    id: 'program.facts',
    defaultMessage: 'Program facts',
    description: 'Accessible name of the program facts list.',
  },
  about: {
    id: 'program.about',
    defaultMessage: 'About this program',
    description: 'Heading of the program description.',
  },
  loading: {
    id: 'program.loading',
    defaultMessage: 'Loading program',
    description: 'Accessible name of the program page placeholder.',
  },
  noCourses: {
    id: 'program.noCourses',
    defaultMessage: 'Courses will be announced soon.',
    description: 'Shown when a program lists no courses.',
  },
});

export default withValues<Values>()(catalogue);
