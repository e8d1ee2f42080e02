/**
 * The names and values of discovery search's sorts and filters, as plain lists: kept apart from the
 * response schemas so that code needing only a name (the search box, links) does not carry them.
 */

/** Evidence: the earlier client's search sort menu. */
export const SORTS = ['', 'recent', 'popular', 'A-Z', 'Z-A'] as const;
export type DiscoverySort = (typeof SORTS)[number];
/** Atrium extension (`discovery-filters`), both lists: the earlier client's two facets were mock-only. */
export const AVAILABILITY = ['current', 'upcoming', 'self_paced', 'archived'] as const;
export const LEARNING_TYPES = ['course', 'program'] as const;

/**
 * The filters a discovery search can count values for: the names of its body's filter lists, so that
 * a facet and the filter it counts for have one name.
 */
export const DISCOVERY_FACETS = [
  'subjects',
  'partners',
  'instructors',
  'language_codes',
  'availability',
  'learning_type',
  'modes',
] as const;
export type DiscoveryFacetName = (typeof DISCOVERY_FACETS)[number];
