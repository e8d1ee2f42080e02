/**
 * The values each facet offers. Subject, partner and instructor lists are searched on the server and
 * loaded page by page (useInfiniteQuery); language comes in one list; availability and learning type
 * are fixed. Every value is what the discovery search takes: subject title, organisation name,
 * instructor name, language code (docs/contract.md, B14) — the same on every screen size.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AVAILABILITY, LEARNING_TYPES } from '@atrium/contract';
import type { IntlShape } from 'react-intl';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { catalogueKeys, languagesWithCoursesQuery } from '../../api/catalogue.ts';
import type { ApiClient } from '../../api/client.ts';
import { availabilityLabels, learningTypeLabels, modeLabels } from './facetLabels.ts';
import type { Facet } from './searchState.ts';

export interface FacetOption {
  value: string;
  label: string;
  /** Results the current search has with this value (facetCounts.ts), when the answer says. */
  count?: number;
  /** The current search would find nothing with it (and it is not chosen). */
  disabled?: boolean;
}

export type SearchableFacet = 'subject' | 'partner' | 'instructor';
export const isSearchable = (facet: Facet): facet is SearchableFacet =>
  facet === 'subject' || facet === 'partner' || facet === 'instructor';

interface FacetPage {
  options: FacetOption[];
  hasNext: boolean;
}

async function fetchFacetPage(
  client: ApiClient,
  facet: SearchableFacet,
  search: string,
  page: number,
  signal: AbortSignal,
): Promise<FacetPage> {
  const text = search.trim() || undefined;
  if (facet === 'subject') {
    const answer = await client.call('subjectList', {
      query: { page, 'has-courses-count': true, title: text },
      signal,
    });
    return {
      options: answer.results.map((s) => ({ value: s.title, label: s.title })),
      hasNext: Boolean(answer.next),
    };
  }
  if (facet === 'partner') {
    const answer = await client.call('partnerList', {
      query: { page, ordering: 'recent', 'has-courses-count': true, name: text },
      signal,
    });
    return {
      options: answer.results.map((p) => ({ value: p.organization.name, label: p.organization.name })),
      hasNext: page < answer.num_pages,
    };
  }
  const answer = await client.call('instructorList', { query: { page, search_query: text }, signal });
  return {
    options: answer.results.map((i) => ({ value: i.name, label: i.name })),
    hasNext: Boolean(answer.next),
  };
}

/** Several rows may share a name (the earlier client saw this for partners): one row per value. */
export function uniqueOptions(options: readonly FacetOption[]): FacetOption[] {
  const seen = new Map<string, FacetOption>();
  for (const option of options) if (!seen.has(option.value)) seen.set(option.value, option);
  return [...seen.values()];
}

export function useSearchableFacet(facet: SearchableFacet, search: string, enabled = true) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    queryKey: [...catalogueKeys.all, 'facet', facet, search.trim()] as const,
    queryFn: ({ pageParam, signal }) => fetchFacetPage(client, facet, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNext ? pages.length + 1 : undefined),
    enabled,
  });
  const options = uniqueOptions(query.data?.pages.flatMap((p) => p.options) ?? []);
  return { ...query, options };
}

export function languageLabel(intl: IntlShape, code: string, fallback?: string): string {
  try {
    return intl.formatDisplayName(code, { type: 'language' }) ?? fallback ?? code;
  } catch {
    return fallback || code;
  }
}

export function useLanguageOptions(enabled = true) {
  const intl = useIntl();
  const query = useQuery({ ...languagesWithCoursesQuery(useApiClient()), enabled });
  const options: FacetOption[] = (query.data ?? [])
    .filter((l) => l.code)
    .map((l) => ({ value: l.code, label: languageLabel(intl, l.code, l.name) }));
  return { ...query, options };
}

export function fixedOptions(intl: IntlShape, facet: 'availability' | 'learning_type'): FacetOption[] {
  return facet === 'availability'
    ? AVAILABILITY.map((value) => ({ value, label: intl.formatMessage(availabilityLabels[value]) }))
    : LEARNING_TYPES.map((value) => ({ value, label: intl.formatMessage(learningTypeLabels[value]) }));
}

/** What a selected value is called on a chip (language codes become names in the active locale). */
export function valueLabel(intl: IntlShape, facet: Facet, value: string): string {
  if (facet === 'language') return languageLabel(intl, value);
  if (facet === 'mode') {
    const known = Object.hasOwn(modeLabels, value) ? modeLabels[value] : undefined;
    return known ? intl.formatMessage(known) : value;
  }
  if (facet === 'availability' || facet === 'learning_type') {
    return fixedOptions(intl, facet).find((o) => o.value === value)?.label ?? value;
  }
  return value;
}
