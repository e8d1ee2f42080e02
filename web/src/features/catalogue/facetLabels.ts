/** How each facet, sort and fixed value is named on screen (messages), kept in one table. */
import type { DiscoverySort, PlatformApi } from '@atrium/contract';
import type { MessageDescriptor } from 'react-intl';
import messages from './messages.ts';
import type { Availability, Facet, LearningType } from './searchState.ts';

export const facetNames: Record<Facet, MessageDescriptor> = {
  subject: messages.facetSubject,
  partner: messages.facetPartner,
  instructor: messages.facetInstructor,
  language: messages.facetLanguage,
  availability: messages.facetAvailability,
  learning_type: messages.facetLearningType,
  mode: messages.facetMode,
};

/** The spec's order: most relevant (default), recent, popular, title A to Z, title Z to A. */
export const sortOptions: readonly { value: DiscoverySort; label: MessageDescriptor }[] = [
  { value: '', label: messages.sortRelevant },
  { value: 'recent', label: messages.sortRecent },
  { value: 'popular', label: messages.sortPopular },
  { value: 'A-Z', label: messages.sortAZ },
  { value: 'Z-A', label: messages.sortZA },
];

/** A stock LMS's one order: by start date, earliest first (sent as `recent`, api/openedx/discovery.ts). */
const stockSortOptions: readonly { value: DiscoverySort; label: MessageDescriptor }[] = [
  { value: '', label: messages.sortRelevant },
  { value: 'recent', label: messages.sortStartDate },
];

/** The sorts a platform's menu lists, with their names there. */
export const sortOptionsOn = (platformApi: PlatformApi) =>
  platformApi === 'openedx' ? stockSortOptions : sortOptions;

export const sortLabel = (
  sort: DiscoverySort,
  platformApi: PlatformApi = 'admin-console',
): MessageDescriptor =>
  sortOptionsOn(platformApi).find((o) => o.value === sort)?.label ?? messages.sortRelevant;

export const availabilityLabels: Record<Availability, MessageDescriptor> = {
  current: messages.availabilityCurrent,
  upcoming: messages.availabilityUpcoming,
  self_paced: messages.availabilitySelfPaced,
  archived: messages.availabilityArchived,
};

export const learningTypeLabels: Record<LearningType, MessageDescriptor> = {
  course: messages.learningTypeCourse,
  program: messages.learningTypeProgram,
};

/**
 * The course modes Open edX ships (edx-platform `course_modes/models.py`, `CourseMode`); a platform's
 * own modes are shown by their slug.
 */
export const modeLabels: Readonly<Record<string, MessageDescriptor>> = {
  audit: messages.modeAudit,
  honor: messages.modeHonor,
  verified: messages.modeVerified,
  professional: messages.modeProfessional,
  'no-id-professional': messages.modeProfessional,
  credit: messages.modeCredit,
  masters: messages.modeMasters,
};
