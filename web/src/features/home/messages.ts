import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  welcome: { platformName: string };
};

const catalogue = defineMessages({
  welcome: {
    id: 'home.welcome',
    defaultMessage: 'Welcome to {platformName}',
    description:
      'Home banner heading when the banner has no title in the active language (or failed to load).',
  },
  welcomeFallbackDescription: {
    id: 'home.welcomeFallbackDescription',
    defaultMessage: 'Search for a subject or a skill, or explore the catalogue to find your next course.',
    description:
      'Home banner description when the banner has none in the active language (or failed to load).',
  },
  exploreCourses: {
    id: 'home.exploreCourses',
    defaultMessage: 'Explore New Courses',
    description: 'Home banner link to the discover catalogue.',
  },
  searchLabel: {
    id: 'home.searchLabel',
    defaultMessage: 'Search the catalogue',
    description: 'Accessible label of the home banner search box.',
  },
  popularSubjects: {
    id: 'home.popularSubjects',
    defaultMessage: 'Popular Subjects',
    description: 'Heading of the popular subjects section.',
  },
  viewAllSubjects: {
    id: 'home.viewAllSubjects',
    defaultMessage: 'View All Subjects',
    description: 'Link to the discover page from popular subjects.',
  },
});

export default withValues<Values>()(catalogue);
