/**
 * Addresses of the search page with every other filter reset (spec: header search, subject links,
 * 'View All Courses'). The catalogue's URL format is owned by features/catalogue/searchState.ts.
 */
import { emptySearchState, serializeSearchState } from '../catalogue/searchState.ts';

export function searchHref(filters: { q?: string; subject?: string } = {}): string {
  const query = serializeSearchState({
    ...emptySearchState,
    q: filters.q?.trim() ?? '',
    subject: filters.subject ? [filters.subject] : [],
  });
  return query ? `/search?${query}` : '/search';
}
