/**
 * The catalogue browser's whole state, as it lives in the URL (the one source of truth): reload, share
 * and Back restore exactly what was shown. Parsing is forgiving (unknown or repeated values are
 * dropped), serialising is canonical (parameters in a fixed order, defaults left out), so one state
 * has one address.
 */
import {
  AVAILABILITY,
  LEARNING_TYPES,
  SORTS,
  type DiscoveryQuery,
  type DiscoverySort,
} from '@atrium/contract';
import { hasCapability } from '../../config/capabilities.ts';
import type { BaseSettings } from '../../config/baseSettings.ts';

export type Availability = (typeof AVAILABILITY)[number];
export type LearningType = (typeof LEARNING_TYPES)[number];

export interface SearchState {
  q: string;
  /** Subject titles, organisation names, instructor names, language codes: what the search takes. */
  subject: string[];
  partner: string[];
  instructor: string[];
  language: string[];
  availability: Availability[];
  learning_type: LearningType[];
  /** Course modes (`audit`, `verified`…), a stock platform's filter. */
  mode: string[];
  sort: DiscoverySort;
  /** 1-based. */
  page: number;
}

/** The repeatable URL parameters, in the order they are written. */
export const FACETS = [
  'subject',
  'partner',
  'instructor',
  'language',
  'availability',
  'learning_type',
  'mode',
] as const;
export type Facet = (typeof FACETS)[number];

/** An admin-console platform's own facets (course modes are a stock index's filter). */
const ADMIN_CONSOLE_FACETS: readonly Facet[] = FACETS.filter((facet) => facet !== 'mode');

/** Without the `discovery-filters` extension the platform ignores availability and learning type. */
const PLATFORM_FACETS: readonly Facet[] = ADMIN_CONSOLE_FACETS.filter(
  (facet) => facet !== 'availability' && facet !== 'learning_type',
);

/**
 * A stock LMS's index filters by org (its partner), language and course mode, and by one value of
 * each (docs/open-edx-apis.md): there every facet is a single choice.
 */
const STOCK_FACETS: readonly Facet[] = ['partner', 'language', 'mode'];

/**
 * The facets to offer: a filter the platform would ignore is not offered. `stockIndex`: the platform
 * is a stock LMS, whatever extensions it lists.
 */
export function offeredFacets(hasDiscoveryFilters: boolean, stockIndex = false): readonly Facet[] {
  if (stockIndex) return STOCK_FACETS;
  return hasDiscoveryFilters ? ADMIN_CONSOLE_FACETS : PLATFORM_FACETS;
}

/**
 * The state with only the offered facets: values of others (from an old link) are not applied, and
 * where a facet is a single choice only its last value is.
 */
export function withOfferedFacets(
  state: SearchState,
  offered: readonly Facet[],
  singleChoice = false,
): SearchState {
  const out = { ...state };
  for (const facet of FACETS) {
    if (!offered.includes(facet)) out[facet] = [];
    else if (singleChoice && state[facet].length > 1) out[facet] = state[facet].slice(-1) as never;
  }
  return out;
}

type PlatformSettings = Pick<BaseSettings, 'platformApi' | 'extensions' | 'lmsBaseUrl'>;

/**
 * The facets a platform offers, and whether each takes one value only there (a stock platform: until
 * it shows it lacks `course_list_search`, capabilities.ts).
 */
export function platformFacets(settings: PlatformSettings): {
  facets: readonly Facet[];
  singleChoice: boolean;
} {
  const { platformApi, extensions, lmsBaseUrl } = settings;
  return {
    facets: offeredFacets(extensions.has('discovery-filters'), platformApi === 'openedx'),
    singleChoice: !hasCapability(platformApi, 'multi-choice-facets', lmsBaseUrl),
  };
}

/**
 * The sorts a platform honours: a stock LMS orders by start date alone (sent as `recent`, its one
 * order, api/openedx/discovery.ts), and none once it has shown it ignores that.
 */
export function platformSorts(
  settings: Pick<BaseSettings, 'platformApi' | 'lmsBaseUrl'>,
): readonly DiscoverySort[] {
  if (settings.platformApi !== 'openedx') return SORTS;
  return hasCapability(settings.platformApi, 'sorting', settings.lmsBaseUrl) ? STOCK_SORTS : [''];
}

const STOCK_SORTS: readonly DiscoverySort[] = ['', 'recent'];

/** A sort the platform does not honour is not applied (nor shown as applied). */
export const withOfferedSort = (state: SearchState, sorts: readonly DiscoverySort[]): SearchState =>
  sorts.includes(state.sort) ? state : { ...state, sort: '' };

export const emptySearchState: SearchState = {
  q: '',
  subject: [],
  partner: [],
  instructor: [],
  language: [],
  availability: [],
  learning_type: [],
  mode: [],
  sort: '',
  page: 1,
};

const MAX_VALUES = 50;
const MAX_TEXT = 200;

function values(params: URLSearchParams, key: string): string[] {
  const seen = new Set<string>();
  for (const raw of params.getAll(key)) {
    const value = raw.trim().slice(0, MAX_TEXT);
    if (value) seen.add(value);
  }
  return [...seen].slice(0, MAX_VALUES);
}

const oneOf =
  <T extends string>(allowed: readonly T[]) =>
  (value: string): value is T =>
    (allowed as readonly string[]).includes(value);

function parsePage(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}

export function parseSearchState(search: string | URLSearchParams): SearchState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_TEXT),
    subject: values(params, 'subject'),
    partner: values(params, 'partner'),
    instructor: values(params, 'instructor'),
    language: values(params, 'language'),
    availability: values(params, 'availability').filter(oneOf(AVAILABILITY)),
    learning_type: values(params, 'learning_type').filter(oneOf(LEARNING_TYPES)),
    mode: values(params, 'mode'),
    sort: oneOf(SORTS)(sort) ? sort : '',
    page: parsePage(params.get('page')),
  };
}

/**
 * The state an address (its `?…`) shows on a platform: what the browser shows, and what start-up asks
 * for before the page has rendered (SearchPage's prefetch).
 */
export function searchStateOn(settings: PlatformSettings, search: string): SearchState {
  const { facets, singleChoice } = platformFacets(settings);
  return withOfferedSort(
    withOfferedFacets(parseSearchState(search), facets, singleChoice),
    platformSorts(settings),
  );
}

/** The query string (without `?`) for a state; empty for the default state. */
export function serializeSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const facet of FACETS) for (const value of new Set<string>(state[facet])) params.append(facet, value);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(Math.floor(state.page)));
  return params.toString();
}

/** Any change but the page returns to page 1 (the earlier client kept the page and showed nothing). */
export function changeSearch(state: SearchState, change: Partial<Omit<SearchState, 'page'>>): SearchState {
  return { ...state, ...change, page: 1 };
}

/** Chosen again, a value is cleared; in a single-choice facet a new value takes the old one's place. */
export function toggleValue(current: readonly string[], value: string, singleChoice = false): string[] {
  if (current.includes(value)) return current.filter((v) => v !== value);
  return singleChoice ? [value] : [...current, value];
}

export function toggleFacetValue(
  state: SearchState,
  facet: Facet,
  value: string,
  singleChoice = false,
): SearchState {
  return changeSearch(state, { [facet]: toggleValue(state[facet], value, singleChoice) });
}

/** Keeps the query text only when asked (the chip row's 'Clear all' clears the text too). */
export function clearFilters(state: SearchState, keepText = false): SearchState {
  return { ...emptySearchState, q: keepText ? state.q : '', sort: state.sort };
}

/** Filters the Filters button counts: the text, and each selected value. */
export function activeFilterCount(state: SearchState): number {
  return (state.q.trim() ? 1 : 0) + FACETS.reduce((n, facet) => n + state[facet].length, 0);
}

/** The discovery search body for a state (empty fields are dropped later by nonEmptyFilters). */
export function toDiscoveryQuery(state: SearchState): DiscoveryQuery {
  return {
    search_string: state.q,
    subjects: state.subject,
    partners: state.partner,
    instructors: state.instructor,
    language_codes: state.language,
    availability: state.availability,
    learning_type: state.learning_type,
    modes: state.mode,
  };
}
