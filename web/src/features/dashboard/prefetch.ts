/** A list page's first calls, started by start-up (common/page/pagePrefetch.ts). */
import type { EnrolledCourse, ProgressType } from '@atrium/contract';
import { skipToken, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { nextTask } from '../../lib/nextTask.ts';
import { preloadImage } from '../../lib/preloadImage.ts';
import { cardQueries } from './cardQueries.ts';
import { readListParams } from './listParams.ts';
import { searchedPage } from './localSearch.ts';
import { eagerImageUrls } from './rules.ts';
import { enrollmentListQueries } from './useEnrollmentList.ts';

/**
 * The learner's courses on the page the address shows, then the first cards' images (the page's
 * largest paint, otherwise asked only once the cards have rendered) and each card's own calls; a
 * visitor has none to ask for.
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
      await prefetchCards(client, queryClient, user.username, shown.results);
    })
    // Start-up reports a failure to learn who is signed in; the page, its own list's.
    .catch(ignore);
}

/**
 * Each card's calls, asked while the page still loads rather than by a dozen cards once they have
 * painted: then they all start in the task after the first paint, a long one on a slow phone
 * (sending a call costs it several milliseconds), and each answer re-renders a painted card. One
 * call a task, so that start-up's own work goes on between them.
 */
async function prefetchCards(
  client: ApiClient,
  queryClient: QueryClient,
  username: string,
  courses: readonly EnrolledCourse[],
): Promise<void> {
  for (const course of courses) {
    const { outline, prereq } = cardQueries(client, username, course);
    if (outline.queryFn !== skipToken) {
      await nextTask();
      void queryClient.query(outline).catch(ignore);
    }
    if (prereq.queryFn !== skipToken) {
      await nextTask();
      void queryClient.query(prereq).catch(ignore);
    }
  }
}
