/** The catalogue browser's first call, started by start-up (common/page/pagePrefetch.ts). */
import type { DiscoveryResults } from '@atrium/contract';
import { searchResultsQuery } from '../../api/discovery.ts';
import { lmsImageUrl } from '../../common/course-card/imageUrl.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { preloadImage } from '../../lib/preloadImage.ts';
import { searchStateOn, toDiscoveryQuery } from './searchState.ts';

/**
 * The results the address asks for, as the browser will ask for them (CatalogueBrowser), and the
 * first card's cover: on a phone it is the page's largest paint, and it need not wait for the page's
 * code and render to be asked for.
 */
export function prefetchSearchResults({ client, queryClient, settings, search }: PagePrefetchContext): void {
  const state = searchStateOn(settings, search);
  void queryClient
    .query(searchResultsQuery(client, toDiscoveryQuery(state), state.page, state.sort))
    .then((results) => {
      const cover = firstCover(results, settings.lmsBaseUrl);
      if (cover !== null) preloadImage(document, cover);
    })
    .catch(ignore);
}

/** The address the first card's cover loads from (CourseCard), if it has one. */
export function firstCover(results: DiscoveryResults | undefined, lmsBaseUrl: string): string | null {
  const first = results?.results[0]?.data.course_metadata.additional_metadata.course_image_url;
  return lmsImageUrl(first, lmsBaseUrl);
}
