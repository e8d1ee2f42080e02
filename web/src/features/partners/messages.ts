import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  intro: { platformName: string };
  totalCourses: { count: number };
  totalLearners: { count: number };
  totalInstructors: { count: number };
  totalEnrollments: { count: number };
  total: { total: number };
  courses: { count: number };
  logo: { name: string };
  learners: { count: number };
  instructorsCount: { count: number };
  programCourses: { count: number };
};

const catalogue = defineMessages({
  heading: {
    id: 'partners.heading',
    defaultMessage: 'Our partners',
    description: 'Heading of the partners list.',
  },
  intro: {
    id: 'partners.intro',
    defaultMessage: 'Universities, institutes and companies that teach on {platformName}.',
    description: 'Sentence under the partners heading.',
  },
  searchLabel: {
    id: 'partners.search.label',
    defaultMessage: 'Who are you looking for?',
    description: 'Label of the partner search field.',
  },
  searchButton: {
    id: 'partners.search.submit',
    defaultMessage: 'Search',
    description: 'Button that filters the partner list.',
  },
  suggestions: {
    id: 'partners.search.suggestions',
    defaultMessage: 'Suggested partners',
    description: 'Accessible name of the partner suggestions.',
  },
  totalCourses: {
    id: 'partners.totals.courses',
    defaultMessage: '{count, plural, one {course} other {courses}}',
    description: 'Label under the total number of courses.',
  },
  totalLearners: {
    id: 'partners.totals.learners',
    defaultMessage: '{count, plural, one {learner} other {learners}}',
    description: 'Label under the total number of learners.',
  },
  totalInstructors: {
    id: 'partners.totals.instructors',
    defaultMessage: '{count, plural, one {instructor} other {instructors}}',
    description: 'Label under the total number of instructors.',
  },
  totalEnrollments: {
    id: 'partners.totals.enrollments',
    defaultMessage: '{count, plural, one {enrolment} other {enrolments}}',
    description: 'Label under the total number of enrolments.',
  },
  totalsLabel: {
    id: 'partners.totals.label',
    defaultMessage: 'In numbers',
    description: 'Accessible name of the totals strip.',
  },
  total: {
    id: 'partners.total',
    defaultMessage: 'Total: {total, number}',
    description: 'Number of partners in the list.',
  },
  sortLabel: {
    id: 'partners.sort.label',
    defaultMessage: 'Sort by',
    description: 'Label of the partner sort choice.',
  },
  sortRecent: {
    id: 'partners.sort.recent',
    defaultMessage: 'Recent',
    description: 'Partner sort: newest first (default).',
  },
  sortAZ: {
    id: 'partners.sort.az',
    defaultMessage: 'Title A to Z',
    description: 'Partner sort: name ascending.',
  },
  sortZA: {
    id: 'partners.sort.za',
    defaultMessage: 'Title Z to A',
    description: 'Partner sort: name descending.',
  },
  courses: {
    id: 'partners.card.courses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Number of courses of a partner.',
  },
  noPartners: {
    id: 'partners.empty',
    defaultMessage: "We couldn't find any exact matches",
    description: 'Shown when no partner matches.',
  },
  loading: {
    id: 'partners.loading',
    defaultMessage: 'Loading partners',
    description: 'Accessible name of the partner placeholders.',
  },
  pagination: {
    id: 'partners.pagination',
    defaultMessage: 'Partner pages',
    description: 'Accessible name of the partner list pagination.',
  },
  logo: { id: 'partners.logo', defaultMessage: 'Logo of {name}', description: 'Alt text of a partner logo.' },
  learners: {
    id: 'partners.detail.learners',
    defaultMessage: '{count, plural, one {# learner} other {# learners}}',
    description: 'Number of learners of a partner.',
  },
  instructorsCount: {
    id: 'partners.detail.instructorsCount',
    defaultMessage: '{count, plural, one {# instructor} other {# instructors}}',
    description: 'Number of instructors of a partner.',
  },
  instructors: {
    id: 'partners.detail.instructors',
    defaultMessage: 'Instructors',
    description: 'Heading of the instructors of a partner.',
  },
  moreInstructors: {
    id: 'partners.detail.moreInstructors',
    defaultMessage: 'Show more instructors',
    description: 'Loads the next page of instructors.',
  },
  programs: {
    id: 'partners.detail.programs',
    defaultMessage: 'Programs',
    description: 'Heading of the programs of a partner.',
  },
  programCourses: {
    id: 'partners.detail.programCourses',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Number of courses in a program.',
  },
  snapshot: {
    id: 'partners.detail.snapshot',
    defaultMessage: 'At a glance',
    description: 'Accessible name of the partner counts.',
  },
  loadingPartner: {
    id: 'partners.detail.loading',
    defaultMessage: 'Loading partner',
    description: 'Accessible name of the partner page placeholder.',
  },
});

export default withValues<Values>()(catalogue);
