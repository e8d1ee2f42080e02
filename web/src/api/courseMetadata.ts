/**
 * The course's metadata (docs/contract.md, B11), and the query keys of every course read: apart from
 * the page's other reads (courses.ts) because start-up asks for it with the route table, beside the
 * page's code rather than after it.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';

export const courseKeys = {
  all: ['course'] as const,
  metadata: (slug: string) => [...courseKeys.all, 'metadata', slug] as const,
  instructors: (slug: string) => [...courseKeys.all, 'instructors', slug] as const,
  toc: (courseId: string) => [...courseKeys.all, 'toc', courseId] as const,
  paid: (courseId: string) => [...courseKeys.all, 'paid', courseId] as const,
  similar: (name: string) => [...courseKeys.all, 'similar', name] as const,
};

export function courseMetadataQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: courseKeys.metadata(slug),
    queryFn: callWhen(client, 'courseMetadata', slug === '' ? null : { params: { slug } }),
  });
}
