/**
 * The course page's first call, started by start-up (common/page/pagePrefetch.ts) as soon as its client
 * is settled, beside the page's code rather than after it: the route table holds it, not the page's chunk.
 */
import { courseMetadataQuery } from '../../api/courseMetadata.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';

/** The course's metadata: the page shows a skeleton until it answers. */
export function prefetchCourse({ client, queryClient, params }: PagePrefetchContext): void {
  const { slug = '' } = params;
  if (slug === '') return;
  void queryClient.query(courseMetadataQuery(client, slug)).catch(ignore);
}
