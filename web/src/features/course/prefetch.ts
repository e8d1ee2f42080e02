/** The course page's first call, started by start-up (common/page/pagePrefetch.ts). */
import { courseMetadataQuery } from '../../api/courses.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { lazyAboutHtml } from './lazyAboutHtml.ts';

/**
 * The course's metadata: the page shows a skeleton until it answers. The About text's sanitiser is
 * not in the page's chunk: asked for beside the call, it is here by the time the answer is.
 */
export function prefetchCourse({ client, queryClient, params }: PagePrefetchContext): void {
  const { slug = '' } = params;
  if (slug === '') return;
  void queryClient.query(courseMetadataQuery(client, slug)).catch(ignore);
  lazyAboutHtml.load().catch(ignore);
}
