/**
 * Addresses of the search page with every other filter reset (spec: header search, subject links,
 * 'View All Courses'). Written in the catalogue's canonical form (features/catalogue/searchState.ts:
 * `q` first, then `subject`), without importing its whole state module into the first load.
 */
export function searchHref(filters: { q?: string; subject?: string } = {}): string {
  const params = new URLSearchParams();
  const q = filters.q?.trim() ?? '';
  if (q) params.set('q', q);
  if (filters.subject?.trim()) params.append('subject', filters.subject.trim());
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
