/** The home page's first call, started by start-up (common/page/pagePrefetch.ts). */
import { welcomeSectionQuery } from '../../api/branding.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';

/**
 * The banner: its description is the page's largest paint on a phone. A stock platform's comes from
 * the runtime configuration already read, so it costs no request there.
 */
export function prefetchHome({ client, queryClient }: PagePrefetchContext): void {
  void queryClient.query(welcomeSectionQuery(client)).catch(ignore);
}
