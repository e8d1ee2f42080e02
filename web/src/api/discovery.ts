/**
 * Discovery search (docs/contract.md, B14), one endpoint with four uses: the catalogue browser, search
 * suggestions, the home page's explore tabs (and the search modal's trending courses), and similar
 * courses. Only non-empty filters are sent.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { DISCOVERY_FACETS, type DiscoveryQuery, type DiscoverySort } from '@atrium/contract';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';

export const SEARCH_PAGE_SIZE = 12;

export const discoveryKeys = {
  all: ['discovery'] as const,
  results: (filters: DiscoveryQuery, page: number, sort: DiscoverySort, pageSize: number) =>
    [...discoveryKeys.all, 'results', filters, page, sort, pageSize] as const,
  suggestions: (text: string) => [...discoveryKeys.all, 'suggestions', text] as const,
};

/** Drops empty strings and empty lists, as the contract asks. */
export function nonEmptyFilters(filters: DiscoveryQuery): DiscoveryQuery {
  const out: DiscoveryQuery = {};
  const text = filters.search_string?.trim();
  if (text) out.search_string = text;
  for (const key of DISCOVERY_FACETS) {
    const values = filters[key];
    if (values && values.length > 0) (out as Record<string, unknown>)[key] = values;
  }
  return out;
}

/** A page (1-based) of results; the previous page stays on screen while the next loads. */
export function searchResultsQuery(
  client: ApiClient,
  filters: DiscoveryQuery,
  page: number,
  sort: DiscoverySort,
  pageSize = SEARCH_PAGE_SIZE,
) {
  const body = nonEmptyFilters(filters);
  return queryOptions({
    queryKey: discoveryKeys.results(body, page, sort, pageSize),
    queryFn: ({ signal }) =>
      client.call('discoverySearch', {
        query: { page_size: pageSize, page_index: page - 1, sort },
        body,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Suggestions for the (already debounced) text; nothing is requested for empty text. */
export function suggestionsQuery(client: ApiClient, text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: discoveryKeys.suggestions(trimmed),
    queryFn: callWhen(
      client,
      'discoverySearch',
      trimmed === '' ? null : { body: { search_string: trimmed } },
    ),
  });
}
