/**
 * Catalogue reads shared by several screens: subjects, partners, instructors, languages (docs/contract.md,
 * B1–B9). Screen-specific combinations (infinite lists, the subjects menu loop) live with their feature.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@atrium/contract';
import type { Endpoints } from '@atrium/contract';
import type { ApiClient } from './client.ts';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  popularSubjects: () => [...catalogueKeys.all, 'popular-subjects'] as const,
  subjects: (query: QueryInput<Endpoints['subjectList']>) =>
    [...catalogueKeys.all, 'subjects', query] as const,
  partners: (query: QueryInput<Endpoints['partnerList']>) =>
    [...catalogueKeys.all, 'partners', query] as const,
  partner: (shortName: string) => [...catalogueKeys.all, 'partner', shortName] as const,
  partnerInstructors: (shortName: string, page: number) =>
    [...catalogueKeys.all, 'partner-instructors', shortName, page] as const,
  popularCourses: (query: QueryInput<Endpoints['popularCourses']>) =>
    [...catalogueKeys.all, 'popular-courses', query] as const,
  instructor: (slug: string) => [...catalogueKeys.all, 'instructor', slug] as const,
  instructors: (query: QueryInput<Endpoints['instructorList']>) =>
    [...catalogueKeys.all, 'instructors', query] as const,
  languages: () => [...catalogueKeys.all, 'languages-with-courses'] as const,
  program: (slug: string) => [...catalogueKeys.all, 'program', slug] as const,
};

export function popularSubjectsQuery(client: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.popularSubjects(),
    queryFn: ({ signal }) => client.call('popularSubjects', { signal }),
  });
}

/** One page of the subject list, in any of its query forms (all, featured, facet, with courses). */
export function subjectsQuery(client: ApiClient, query: QueryInput<Endpoints['subjectList']>) {
  return queryOptions({
    queryKey: catalogueKeys.subjects(query),
    queryFn: ({ signal }) => client.call('subjectList', { query, signal }),
  });
}

/** One page of the partner list, in any of its query forms (popular, list, suggestions, facet). */
export function partnersQuery(client: ApiClient, query: QueryInput<Endpoints['partnerList']>) {
  return queryOptions({
    queryKey: catalogueKeys.partners(query),
    queryFn: ({ signal }) => client.call('partnerList', { query, signal }),
  });
}

export function partnerQuery(client: ApiClient, shortName: string) {
  return queryOptions({
    queryKey: catalogueKeys.partner(shortName),
    queryFn: ({ signal }) => client.call('partnerDetail', { params: { short_name: shortName }, signal }),
  });
}

export function popularCoursesQuery(client: ApiClient, query: QueryInput<Endpoints['popularCourses']>) {
  return queryOptions({
    queryKey: catalogueKeys.popularCourses(query),
    queryFn: ({ signal }) => client.call('popularCourses', { query, signal }),
  });
}

export function instructorQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.instructor(slug),
    queryFn: ({ signal }) => client.call('instructorDetail', { params: { slug }, signal }),
  });
}

export function languagesWithCoursesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.languages(),
    queryFn: ({ signal }) => client.call('languagesWithCourses', { signal }),
  });
}

export function programQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.program(slug),
    queryFn: ({ signal }) => client.call('program', { params: { slug }, signal }),
  });
}
