import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  lessons: { count: number };
  weeks: { count: number };
  hoursRange: { min: number; max: number };
  hoursExact: { count: number };
  runDates: { start: string; end: string };
  runFrom: { start: string };
  runCode: { code: string };
};

const catalogue = defineMessages({
  lessons: {
    id: 'courseCard.lessons',
    defaultMessage: '{count, plural, one {# lesson} other {# lessons}}',
    description: 'Number of lessons (units) of a course on its card.',
  },
  weeks: {
    id: 'courseCard.weeks',
    defaultMessage: '{count, plural, one {# week} other {# weeks}}',
    description: 'Length of a course in weeks on its card.',
  },
  hoursRange: {
    id: 'courseCard.hoursRange',
    defaultMessage: '({min}–{max} hours per week)',
    description: 'Effort of a course on its card, after the number of weeks; min and max are hours.',
  },
  hoursExact: {
    id: 'courseCard.hoursExact',
    defaultMessage: '({count, plural, one {# hour} other {# hours}} per week)',
    description: 'Effort of a course on its card when the least and most hours per week are the same.',
  },
  instructors: {
    id: 'courseCard.instructors',
    defaultMessage: 'Instructors:',
    description: 'Visually hidden label read before the instructor names on a course card.',
  },
  free: { id: 'courseCard.free', defaultMessage: 'Free', description: 'Price line of a free course.' },
  freeTrial: {
    id: 'courseCard.freeTrial',
    defaultMessage: 'Free trial',
    description: 'Price line of a paid course that has a free trial.',
  },
  price: {
    id: 'courseCard.price',
    defaultMessage: 'Price:',
    description: 'Visually hidden label read before the price line of a course card.',
  },
  program: {
    id: 'courseCard.program',
    defaultMessage: 'Program',
    description: 'Badge on a card that is a program, not a course.',
  },
  partner: {
    id: 'courseCard.partner',
    defaultMessage: 'Partner:',
    description: 'Visually hidden label read before the partner organisation on a course card.',
  },
  runLabel: {
    id: 'courseCard.runLabel',
    defaultMessage: 'This run:',
    description:
      'Visually hidden label read before the line that tells apart two cards of the same course title (two runs of one course).',
  },
  runDates: {
    id: 'courseCard.runDates',
    defaultMessage: '{start} – {end}',
    description:
      'Dates of one run of a course, on a card whose title another card of the list shares; start and end are dates.',
  },
  runFrom: {
    id: 'courseCard.runFrom',
    defaultMessage: 'From {start}',
    description:
      'Start date of one run of a course without an end date, on a card whose title another card of the list shares.',
  },
  runCode: {
    id: 'courseCard.runCode',
    defaultMessage: 'Course code: {code}',
    description:
      'The course code (course id) of one run, on a card whose title another card shares when their dates do not tell them apart.',
  },
  loading: {
    id: 'courseCard.loading',
    defaultMessage: 'Loading courses',
    description: 'Accessible name of a grid of course card placeholders while courses load.',
  },
});

export default withValues<Values>()(catalogue);
