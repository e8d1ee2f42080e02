import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  photo: { name: string };
  courses: { count: number };
  students: { count: number };
};

const catalogue = defineMessages({
  photo: {
    id: 'instructor.photo',
    defaultMessage: 'Photo of {name}',
    description: 'Alt text of the instructor photo.',
  },
  courses: {
    id: 'instructor.courses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Number of courses the instructor teaches.',
  },
  students: {
    id: 'instructor.students',
    defaultMessage: '{count, plural, one {# student} other {# students}}',
    description: 'Number of students of the instructor.',
  },
  stats: {
    id: 'instructor.stats',
    defaultMessage: 'At a glance',
    description: 'Accessible name of the instructor counts.',
  },
  links: {
    id: 'instructor.links',
    defaultMessage: 'Elsewhere on the web',
    description: 'Accessible name of the instructor website and social links.',
  },
  website: {
    id: 'instructor.website',
    defaultMessage: 'Website',
    description: 'Link to the instructor website.',
  },
  linkedin: {
    id: 'instructor.linkedin',
    defaultMessage: 'LinkedIn',
    description: 'Link to the instructor LinkedIn profile.',
  },
  facebook: {
    id: 'instructor.facebook',
    defaultMessage: 'Facebook',
    description: 'Link to the instructor Facebook page.',
  },
  twitter: {
    id: 'instructor.twitter',
    defaultMessage: 'X',
    description: 'Link to the instructor X (Twitter) profile.',
  },
  newTab: {
    id: 'instructor.newTab',
    defaultMessage: '(opens in a new tab)',
    description: 'Added to the accessible name of links that open a new tab.',
  },
  about: {
    id: 'instructor.about',
    defaultMessage: 'About',
    description: 'Heading of the instructor biography.',
  },
  loading: {
    id: 'instructor.loading',
    defaultMessage: 'Loading instructor',
    description: 'Accessible name of the instructor page placeholder.',
  },
});

export default withValues<Values>()(catalogue);
