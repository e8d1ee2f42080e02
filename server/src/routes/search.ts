/**
 * Discovery search: text, four facets (six with the `discovery-filters` extension), five sorts, 0-based
 * pages; a course's exact name finds courses like it.
 */
import type { DiscoveryQuery, Extension } from '@atrium/contract';
import { toAnyWordFtsQuery } from '../catalogue/anyWordQuery.ts';
import { toFtsQuery } from '../catalogue/ftsQuery.ts';
import { discoveryAnswer, type DiscoveryAnswer } from '../catalogue/searchAnswers.ts';
import { similarCoursesFor } from '../catalogue/similarCourses.ts';
import type { HandlerGroup } from '../http/handler.ts';
import type { SearchCriteria, SearchSort } from '../repositories/search.ts';

const DEFAULT_PAGE_SIZE = 12;
const SORTS: Record<string, SearchSort> = {
  '': 'relevance',
  recent: 'recent',
  popular: 'popular',
  'A-Z': 'az',
  ascending: 'az',
  'Z-A': 'za',
  descending: 'za',
};

const lower = (values: readonly string[] | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim().toLowerCase())),
];

/** `filters`: the `discovery-filters` extension; without it availability and learning_type are ignored. */
export function searchCriteria(
  body: DiscoveryQuery,
  query: { sort?: string; page_size?: number; page_index?: number },
  now: Date,
  filters = true,
): SearchCriteria {
  const limit = query.page_size ?? DEFAULT_PAGE_SIZE;
  return {
    match: toFtsQuery(body.search_string),
    facets: {
      subject: lower(body.subjects),
      partner: lower(body.partners),
      // The desktop facet sends names, the mobile one slugs: both are indexed.
      instructor: lower(body.instructors),
      language: lower(body.language_codes),
    },
    availability: filters ? [...new Set(body.availability ?? [])] : [],
    kinds: filters ? [...new Set(body.learning_type ?? [])] : [],
    sort: SORTS[query.sort ?? ''] ?? 'relevance',
    now: now.toISOString(),
    limit,
    offset: (query.page_index ?? 0) * limit,
  };
}

/**
 * The answer as a platform with these extensions gives it: without `discovery-facets` no counts; without
 * `discovery-filters` none for the filters it ignores. The full answer (cached, pre-encoded) otherwise.
 */
function withOfferedFacets(answer: DiscoveryAnswer, extensions: ReadonlySet<Extension>) {
  if (!extensions.has('discovery-facets')) return { results: answer.results, total: answer.total };
  if (extensions.has('discovery-filters')) return answer;
  const ignored = new Set(['availability', 'learning_type']);
  const facets = Object.fromEntries(Object.entries(answer.facets).filter(([name]) => !ignored.has(name)));
  return { ...answer, facets };
}

export const searchHandlers: HandlerGroup<'discoverySearch'> = {
  discoverySearch: ({ ctx, query, body, origin }) => {
    const criteria = searchCriteria(body, query, ctx.now(), ctx.extensions.has('discovery-filters'));
    const similar = similarCoursesFor(ctx.repos, criteria, body.search_string);
    const answer = similar
      ? discoveryAnswer(ctx.repos, similar, null, origin)
      : discoveryAnswer(ctx.repos, criteria, toAnyWordFtsQuery(body.search_string), origin);
    return withOfferedFacets(answer, ctx.extensions);
  },
};
