/**
 * One page of my courses, searched by the platform when it has the `enrollment-search` extension,
 * otherwise by Atrium over the whole list (localSearch.ts): a platform without it ignores `search`.
 */
import type { EnrollmentListPage, ProgressType } from '@atrium/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { enrollmentListQuery, wholeEnrollmentListQuery } from '../../api/enrollments.ts';
import { useExtension } from '../../config/extensions.ts';
import { searchedPage } from './localSearch.ts';

export function useEnrollmentList(
  username: string | null,
  progress: ProgressType,
  page: number,
  search: string,
): UseQueryResult<EnrollmentListPage> {
  const client = useApiClient();
  const searchedHere = search !== '' && !useExtension('enrollment-search');
  const paged = useQuery({
    ...enrollmentListQuery(client, searchedHere ? null : username, { progress, page, search }),
  });
  const whole = useQuery({
    ...wholeEnrollmentListQuery(client, searchedHere ? username : null, progress),
    select: (courses) => searchedPage(courses, search, page),
  });
  return searchedHere ? whole : paged;
}
