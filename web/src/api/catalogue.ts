/**
 * Catalogue reads shared by several screens: subjects, partners, instructors, languages (docs/contract.md,
 * B1–B9). Screen-specific combinations (infinite lists, the subjects menu loop) live with their feature.
 */
import { queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@atrium/contract';
import type { Endpoints } from '@atrium/contract';
import type { ApiClient } from './client.ts';
import { callFor } from './callFor.ts';

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
    queryFn: callFor(client, 'popularSubjects'),
  });
}

/** One page of the subject list, in any of its query forms (all, featured, facet, with courses). */
export function subjectsQuery(client: ApiClient, query: QueryInput<Endpoints['subjectList']>) {
  return queryOptions({
    queryKey: catalogueKeys.subjects(query),
    queryFn: callFor(client, 'subjectList', { query }),
  });
}

/** One page of the partner list, in any of its query forms (popular, list, suggestions, facet). */
export function partnersQuery(client: ApiClient, query: QueryInput<Endpoints['partnerList']>) {
  return queryOptions({
    queryKey: catalogueKeys.partners(query),
    queryFn: callFor(client, 'partnerList', { query }),
  });
}

export function partnerQuery(client: ApiClient, shortName: string) {
  return queryOptions({
    queryKey: catalogueKeys.partner(shortName),
    queryFn: callFor(client, 'partnerDetail', { params: { short_name: shortName } }),
  });
}

export function popularCoursesQuery(client: ApiClient, query: QueryInput<Endpoints['popularCourses']>) {
  return queryOptions({
    queryKey: catalogueKeys.popularCourses(query),
    queryFn: callFor(client, 'popularCourses', { query }),
  });
}

export function instructorQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.instructor(slug),
    queryFn: callFor(client, 'instructorDetail', { params: { slug } }),
  });
}

export function languagesWithCoursesQuery(client: ApiClient) {
  return queryOptions({
    queryKey: catalogueKeys.languages(),
    queryFn: callFor(client, 'languagesWithCourses'),
  });
}

export function programQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: catalogueKeys.program(slug),
    queryFn: callFor(client, 'program', { params: { slug } }),
  });
}
