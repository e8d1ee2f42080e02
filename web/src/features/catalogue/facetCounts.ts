/**
 * Facet counts for the current search (the `discovery-facets` extension; contract DiscoveryFacets,
 * edx-search's shape). A value's count is what the search would find with that value alone chosen in
 * its facet. Without `facets` in the answer there are no counts at all: a count that ignores the
 * query (such as a subject's course total) would promise results the search does not have.
 */
import type { DiscoveryFacetName, DiscoveryFacets } from '@atrium/contract';
import type { FacetOption } from './facetOptions.ts';
import type { Facet } from './searchState.ts';

/** Each facet's name in the discovery body, which is also its name among the counts. */
const COUNTED_AS: Record<Facet, DiscoveryFacetName> = {
  subject: 'subjects',
  partner: 'partners',
  instructor: 'instructors',
  language: 'language_codes',
  availability: 'availability',
  learning_type: 'learning_type',
  mode: 'modes',
};

/**
 * The count for one value, or undefined when the answer does not say: no counts, none for this facet,
 * or a value left out of `terms` while `other` says some values were left out.
 */
export function facetCount(
  facets: DiscoveryFacets | undefined,
  facet: Facet,
  value: string,
): number | undefined {
  const counts = facets?.[COUNTED_AS[facet]];
  if (!counts) return undefined;
  const n = counts.terms[value];
  if (n !== undefined) return n;
  return counts.other === 0 ? 0 : undefined;
}

/**
 * The options with the current search's counts. A value that would find nothing is shown disabled, so
 * the list keeps its order and says why; one already chosen stays enabled so it can be cleared.
 */
export function countedOptions(
  options: readonly FacetOption[],
  facets: DiscoveryFacets | undefined,
  facet: Facet,
  selected: readonly string[],
): FacetOption[] {
  return options.map((option) => {
    const count = facetCount(facets, facet, option.value);
    const disabled = count === 0 && !selected.includes(option.value);
    return { value: option.value, label: option.label, ...(count !== undefined && { count }), disabled };
  });
}

/**
 * A facet's values when only the counts list them (a stock LMS's index: no list of orgs or languages
 * Atrium may read): the counted values, most results first, then the chosen ones the counts left out.
 */
export function valuesFromCounts(
  facets: DiscoveryFacets | undefined,
  facet: Facet,
  selected: readonly string[],
): string[] {
  const terms = facets?.[COUNTED_AS[facet]]?.terms ?? {};
  const counted = Object.entries(terms)
    .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
    .map(([value]) => value);
  return [...counted, ...selected.filter((value) => !Object.hasOwn(terms, value))];
}
