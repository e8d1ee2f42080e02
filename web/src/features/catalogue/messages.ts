import { defineMessages } from '../../i18n/intl.ts';
import { withValues } from '../../i18n/withValues.ts';

/** The messages that take values, and their values' types; the others take none. */
type Values = {
  facetSelected: { count: number };
  courseCount: { count: number };
  queryChip: { query: string };
  total: { total: number };
  sortBy: { label: string };
  filtersButton: { count: number };
  selectedCount: { count: number };
};

const catalogue = defineMessages({
  facetSubject: {
    id: 'catalogue.facet.subject',
    defaultMessage: 'Subject',
    description: 'Search facet: course subject.',
  },
  facetPartner: {
    id: 'catalogue.facet.partner',
    defaultMessage: 'Partner',
    description: 'Search facet: the organisation offering the course.',
  },
  facetInstructor: {
    id: 'catalogue.facet.instructor',
    defaultMessage: 'Instructor',
    description: 'Search facet: course instructor.',
  },
  facetLanguage: {
    id: 'catalogue.facet.language',
    defaultMessage: 'Language',
    description: 'Search facet: language of the course.',
  },
  facetAvailability: {
    id: 'catalogue.facet.availability',
    defaultMessage: 'Availability',
    description: 'Search facet: whether a course is running, upcoming, self-paced or archived.',
  },
  facetLearningType: {
    id: 'catalogue.facet.learningType',
    defaultMessage: 'Learning type',
    description: 'Search facet: course or program.',
  },
  facetSelected: {
    id: 'catalogue.facet.selected',
    defaultMessage: '{count, plural, one {# selected} other {# selected}}',
    description: 'Beside a facet name: how many of its values are selected.',
  },
  findSubject: {
    id: 'catalogue.facet.findSubject',
    defaultMessage: 'Find a subject',
    description: 'Label of the search field inside the subject facet.',
  },
  findPartner: {
    id: 'catalogue.facet.findPartner',
    defaultMessage: 'Find a partner',
    description: 'Label of the search field inside the partner facet.',
  },
  findInstructor: {
    id: 'catalogue.facet.findInstructor',
    defaultMessage: 'Find an instructor',
    description: 'Label of the search field inside the instructor facet.',
  },
  facetNoMatches: {
    id: 'catalogue.facet.noMatches',
    defaultMessage: 'No exact matches',
    description: 'Shown in a facet list when its own search finds nothing.',
  },
  facetEmpty: {
    id: 'catalogue.facet.empty',
    defaultMessage: 'Nothing to choose from yet',
    description: 'Shown in a facet list that has no values at all.',
  },
  facetLoading: {
    id: 'catalogue.facet.loading',
    defaultMessage: 'Loading…',
    description: 'Accessible text while a facet list loads more values.',
  },
  courseCount: {
    id: 'catalogue.facet.courseCount',
    defaultMessage: '{count, plural, one {# course} other {# courses}}',
    description: 'Accessible text for the number beside a facet value.',
  },
  availabilityCurrent: {
    id: 'catalogue.availability.current',
    defaultMessage: 'Available now',
    description: 'Availability facet value: running courses.',
  },
  availabilityUpcoming: {
    id: 'catalogue.availability.upcoming',
    defaultMessage: 'Upcoming',
    description: 'Availability facet value: courses that start later.',
  },
  availabilitySelfPaced: {
    id: 'catalogue.availability.selfPaced',
    defaultMessage: 'Self-paced',
    description: 'Availability facet value: self-paced courses.',
  },
  availabilityArchived: {
    id: 'catalogue.availability.archived',
    defaultMessage: 'Archived',
    description: 'Availability facet value: courses that have ended.',
  },
  learningTypeCourse: {
    id: 'catalogue.learningType.course',
    defaultMessage: 'Course',
    description: 'Learning type facet value: single courses.',
  },
  learningTypeProgram: {
    id: 'catalogue.learningType.program',
    defaultMessage: 'Program',
    description: 'Learning type facet value: programs of several courses.',
  },
  facetMode: {
    id: 'catalogue.facet.mode',
    defaultMessage: 'Track',
    description:
      'Search facet on a stock Open edX platform: the course modes a course offers (audit, verified…).',
  },
  modeAudit: {
    id: 'catalogue.mode.audit',
    defaultMessage: 'Audit',
    description: 'Track facet value: follow the course for free, without a certificate.',
  },
  modeHonor: {
    id: 'catalogue.mode.honor',
    defaultMessage: 'Honor code',
    description: 'Track facet value: the honor code track of Open edX.',
  },
  modeVerified: {
    id: 'catalogue.mode.verified',
    defaultMessage: 'Verified certificate',
    description: 'Track facet value: the paid track that ends in a verified certificate.',
  },
  modeProfessional: {
    id: 'catalogue.mode.professional',
    defaultMessage: 'Professional certificate',
    description: 'Track facet value: professional education track.',
  },
  modeCredit: {
    id: 'catalogue.mode.credit',
    defaultMessage: 'Academic credit',
    description: 'Track facet value: the track that earns university credit.',
  },
  modeMasters: {
    id: 'catalogue.mode.masters',
    defaultMessage: 'Master’s track',
    description: 'Track facet value: for learners of a master’s degree programme.',
  },
  filtersLabel: {
    id: 'catalogue.filters.label',
    defaultMessage: 'Filters',
    description: 'Accessible name of the row of facet menus.',
  },
  filteredBy: {
    id: 'catalogue.chips.filteredBy',
    defaultMessage: 'Filtered by:',
    description: 'Label before the row of removable filter chips.',
  },
  queryChip: {
    id: 'catalogue.chips.query',
    defaultMessage: '“{query}”',
    description: 'Chip for the search text, in quotation marks.',
  },
  clearAll: {
    id: 'catalogue.chips.clearAll',
    defaultMessage: 'Clear all',
    description: 'Removes the search text and every filter.',
  },
  total: {
    id: 'catalogue.results.total',
    defaultMessage: 'Total: {total, number}',
    description: 'Number of search results.',
  },
  sortBy: {
    id: 'catalogue.sort.by',
    defaultMessage: 'Sort by: {label}',
    description: 'Sort menu button, with the current order.',
  },
  sortTitle: {
    id: 'catalogue.sort.title',
    defaultMessage: 'Sort by',
    description: 'Title of the sort sheet on phones.',
  },
  sortRelevant: {
    id: 'catalogue.sort.relevant',
    defaultMessage: 'Most relevant',
    description: 'Sort option (default).',
  },
  sortStartDate: {
    id: 'catalogue.sort.startDate',
    defaultMessage: 'Start date',
    description: 'Sort option on an Open edX platform: courses by start date, earliest first.',
  },
  sortRecent: {
    id: 'catalogue.sort.recent',
    defaultMessage: 'Recent',
    description: 'Sort option: newest first.',
  },
  sortPopular: {
    id: 'catalogue.sort.popular',
    defaultMessage: 'Popular',
    description: 'Sort option: most enrolled first.',
  },
  sortAZ: {
    id: 'catalogue.sort.az',
    defaultMessage: 'Title A to Z',
    description: 'Sort option: title ascending.',
  },
  sortZA: {
    id: 'catalogue.sort.za',
    defaultMessage: 'Title Z to A',
    description: 'Sort option: title descending.',
  },
  sortDisabledHint: {
    id: 'catalogue.sort.disabledHint',
    defaultMessage: 'Sorting is available when there are results',
    description: 'Explains why the sort button is disabled.',
  },
  results: {
    id: 'catalogue.results.label',
    defaultMessage: 'Results',
    description: 'Accessible name of the results section.',
  },
  noResults: {
    id: 'catalogue.results.empty',
    defaultMessage: "We couldn't find any exact matches",
    description: 'Shown when a search has no results (spec wording).',
  },
  noResultsHint: {
    id: 'catalogue.results.emptyHint',
    defaultMessage: 'Try other words or remove a filter.',
    description: 'Next step under the no-results message.',
  },
  resultsPagination: {
    id: 'catalogue.results.pagination',
    defaultMessage: 'Result pages',
    description: 'Accessible name of the pagination under the results.',
  },
  filtersButton: {
    id: 'catalogue.mobile.filtersButton',
    defaultMessage: '{count, plural, =0 {Filters} other {Filters (#)}}',
    description: 'Phone button that opens the filter view, with the number of active filters.',
  },
  filtersTitle: {
    id: 'catalogue.mobile.filtersTitle',
    defaultMessage: 'Filters',
    description: 'Title of the full-screen filter view.',
  },
  filtersDescription: {
    id: 'catalogue.mobile.filtersDescription',
    defaultMessage: 'Choose a filter, pick its values and apply them.',
    description: 'Screen-reader description of the filter view.',
  },
  reset: {
    id: 'catalogue.mobile.reset',
    defaultMessage: 'Reset',
    description: 'Clears every filter (filter view) or the values of one facet (facet picker).',
  },
  apply: {
    id: 'catalogue.mobile.apply',
    defaultMessage: 'Apply',
    description: 'Applies the chosen values of a facet.',
  },
  showResults: {
    id: 'catalogue.mobile.showResults',
    defaultMessage: 'Show results',
    description: 'Closes the filter view and shows the results.',
  },
  back: {
    id: 'catalogue.mobile.back',
    defaultMessage: 'Back to filters',
    description: 'Leaves a facet picker without applying.',
  },
  selectedCount: {
    id: 'catalogue.mobile.selectedCount',
    defaultMessage: '({count, number})',
    description: 'How many values of a facet are selected, in the filter view.',
  },
});

export default withValues<Values>()(catalogue);
