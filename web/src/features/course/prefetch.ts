/** The course page's first call, started by start-up (common/page/pagePrefetch.ts). */
import { courseMetadataQuery } from '../../api/courses.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';

/** The course's metadata: the page shows a skeleton until it answers. */
export function prefetchCourse({ client, queryClient, params }: PagePrefetchContext): void {
  const { slug = '' } = params;
  if (slug !== '') void queryClient.query(courseMetadataQuery(client, slug)).catch(ignore);
}
