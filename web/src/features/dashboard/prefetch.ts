/** The dashboard pages' first calls, started by start-up (common/page/pagePrefetch.ts). */
import type { ProgressType } from '@atrium/contract';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { preloadImage } from '../../lib/preloadImage.ts';
import { readListParams } from './listParams.ts';
import { searchedPage } from './localSearch.ts';
import { eagerImageUrls } from './rules.ts';
import { enrollmentListQueries } from './useEnrollmentList.ts';
import { overviewQueries } from './overviewQueries.ts';

/**
 * The learner's courses on the page the address shows, then the first cards' images (the page's
 * largest paint, otherwise asked only once the cards have rendered); a visitor has none to ask for.
 * The cards' own calls are the cards' (cardQueries.ts): asked here, they would compete with the
 * page's chunk and images on a slow network.
 */
export function prefetchEnrollmentList(
  { client, queryClient, settings, search }: PagePrefetchContext,
  { progress }: { progress: ProgressType },
): void {
  const { page, search: text } = readListParams(new URLSearchParams(search));
  client
    .currentUser()
    .then(async (user) => {
      if (user === null) return;
      const queries = enrollmentListQueries(client, user.username, progress, page, text, settings.extensions);
      const shown = queries.searchedHere
        ? searchedPage(await queryClient.query(queries.whole), text, page)
        : await queryClient.query(queries.paged);
      for (const url of eagerImageUrls(shown.results, settings.lmsBaseUrl)) preloadImage(document, url);
    })
    // Start-up reports a failure to learn who is signed in; the page, its own list's.
    .catch(ignore);
}

/**
 * The overview's recent courses, then their first cards' images, and the two lists it counts; as for
 * the lists, the cards' own calls are the cards'.
 */
export function prefetchOverview({ client, queryClient, settings }: PagePrefetchContext): void {
  client
    .currentUser()
    .then(async (user) => {
      if (user === null) return;
      const { recent, inProgress, completed } = overviewQueries(client, user.username);
      const shown = queryClient.query(recent);
      queryClient.query(inProgress).catch(ignore);
      queryClient.query(completed).catch(ignore);
      for (const url of eagerImageUrls((await shown).results, settings.lmsBaseUrl))
        preloadImage(document, url);
    })
    .catch(ignore);
}
