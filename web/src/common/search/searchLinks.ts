/**
 * Addresses of the search page with one text or one filter and everything else reset (header search,
 * subject links, 'View all' of a partner's or an instructor's courses). Written in the catalogue's
 * canonical form (`q` first, then the filters in the catalogue's order; its tests hold the two
 * together) without importing the catalogue's whole state module into the first load.
 */
export interface SearchLinkFilters {
  q?: string;
  subject?: string;
  /** One value, or several (an operator's curated search, features/home/PopularSearches.tsx). */
  partner?: string | readonly string[];
  instructor?: string;
  language?: readonly string[];
  mode?: readonly string[];
}

/** The catalogue's order: the text first, then the filters. */
const ORDER = ['q', 'subject', 'partner', 'instructor', 'language', 'mode'] as const;

export function searchHref(filters: SearchLinkFilters = {}): string {
  const params = new URLSearchParams();
  for (const name of ORDER) {
    const given = filters[name];
    const values: readonly string[] = typeof given === 'string' ? [given] : (given ?? []);
    for (const value of new Set(values.map((v) => v.trim()))) if (value) params.append(name, value);
  }
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
