/**
 * One page of my courses, searched by the platform when it has the `enrollment-search` extension,
 * otherwise by Atrium over the whole list (localSearch.ts): a platform without it ignores `search`.
 */
import type { EnrollmentListPage, ProgressType } from '@atrium/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { enrollmentListQuery, wholeEnrollmentListQuery } from '../../api/enrollments.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { searchedPage } from './localSearch.ts';

/**
 * The page's two queries, the one not shown asking nothing (its user null), and which one is shown:
 * the hook reads them, start-up's prefetch (prefetch.ts) asks for the shown one under the same key.
 */
export function enrollmentListQueries(
  client: ApiClient,
  username: string | null,
  progress: ProgressType,
  page: number,
  search: string,
  extensions: ReadonlySet<string>,
) {
  const searchedHere = search !== '' && !extensions.has('enrollment-search');
  return {
    searchedHere,
    paged: enrollmentListQuery(client, searchedHere ? null : username, { progress, page, search }),
    whole: wholeEnrollmentListQuery(client, searchedHere ? username : null, progress),
  };
}

export function useEnrollmentList(
  username: string | null,
  progress: ProgressType,
  page: number,
  search: string,
): UseQueryResult<EnrollmentListPage> {
  const { searchedHere, paged, whole } = enrollmentListQueries(
    useApiClient(),
    username,
    progress,
    page,
    search,
    useSettings().extensions,
  );
  const pagedList = useQuery({ ...paged });
  const wholeList = useQuery({ ...whole, select: (courses) => searchedPage(courses, search, page) });
  return searchedHere ? wholeList : pagedList;
}
