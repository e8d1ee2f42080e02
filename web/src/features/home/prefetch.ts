/** The home page's first call, started by start-up (common/page/pagePrefetch.ts). */
import { welcomeSectionQuery } from '../../api/branding.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { hasCapability } from '../../config/capabilities.ts';

/** The banner: its description is the page's largest paint on a phone. A stock platform has none. */
export function prefetchHome({ client, queryClient, settings }: PagePrefetchContext): void {
  if (hasCapability(settings.platformApi, 'welcome'))
    void queryClient.query(welcomeSectionQuery(client)).catch(ignore);
}
