/**
 * How edx-search reads a discovery form and counts its facets, as pure rules over the parsed form:
 * which release knows the start-date sort, which values a facet field chooses, and over which
 * selection each facet is counted (edx-search `search/views.py`, `search/api.py`,
 * `search/meilisearch.py`).
 */
import { releaseAtLeast, truthValue, type OpenedxRelease } from '@atrium/contract';
import type { DiscoveryFilter, DiscoveryOrder, StockFacet } from './queries.ts';

/**
 * The order `enable_course_sorting_by_start_date` asks for: start date from edx-search 4.3.0 (Ulmo)
 * on, ignored as an unknown field before; `invalid` for a text `normalize_bool` refuses.
 */
export function discoveryOrderOf(
  flag: boolean | string | undefined,
  release: OpenedxRelease,
): DiscoveryOrder | 'invalid' {
  if (flag === undefined || !releaseAtLeast(release, 'ulmo')) return 'relevance';
  const value = truthValue(flag);
  if (value === null) return 'invalid';
  return value ? 'start' : 'relevance';
}

/** The values a facet field chooses: trimmed, blank ones ignored (no field is no filter). */
export function chosenValues(sent: string | readonly string[] | undefined): string[] {
  const values = typeof sent === 'string' ? [sent] : (sent ?? []);
  return values.map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * The selection a facet is counted over. `course_discovery` counts every facet within the whole
 * search; `course_list_search` counts a chosen facet as if it were not chosen (the same text and
 * the other facets' filters), so that its other values keep their counts.
 */
export function aggregationFilter(
  filter: DiscoveryFilter,
  facet: StockFacet,
  multivalue: boolean,
): DiscoveryFilter {
  if (!multivalue || filter[facet].length === 0) return filter;
  return { ...filter, [facet]: [] };
}
