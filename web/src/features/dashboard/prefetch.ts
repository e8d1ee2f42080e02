/** A list page's first call, started by start-up (common/page/pagePrefetch.ts). */
import type { ProgressType } from '@atrium/contract';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { readListParams } from './listParams.ts';
import { enrollmentListQueries } from './useEnrollmentList.ts';

/** The learner's courses on the page the address shows; a visitor has none to ask for. */
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
      await (queries.searchedHere ? queryClient.query(queries.whole) : queryClient.query(queries.paged));
    })
    // Start-up reports a failure to learn who is signed in; the page, its own list's.
    .catch(ignore);
}
