/**
 * Every subject for the header's menu, with the total course count from page 1 (docs/product-rules.md, "Header and account menu"). Page 1
 * first, then the remaining pages in parallel. Nothing is fetched until `enabled` (menu about to open).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { subjectsQuery } from '../../api/catalogue.ts';
import { mergeSubjectPages, remainingSubjectPages, SUBJECTS_PAGE_SIZE } from './rules.ts';

export function useAllSubjects(enabled: boolean) {
  const client = useApiClient();
  const first = useQuery({ ...subjectsQuery(client, { page_size: SUBJECTS_PAGE_SIZE, page: 1 }), enabled });
  const pages = first.data ? remainingSubjectPages(first.data.count, first.data.next !== null) : [];
  const rest = useQueries({
    queries: pages.map((page) => ({
      ...subjectsQuery(client, { page_size: SUBJECTS_PAGE_SIZE, page }),
      enabled,
    })),
  });
  const failed = first.isError || rest.some((query) => query.isError);
  const loading = !failed && (first.isPending || rest.some((query) => query.isPending));
  return {
    subjects:
      loading || failed
        ? []
        : mergeSubjectPages([first.data?.results ?? [], ...rest.map((query) => query.data?.results ?? [])]),
    courseCount: first.data?.course_counter ?? null,
    loading,
    failed,
    retry: () => {
      void first.refetch();
      for (const query of rest) if (query.isError) void query.refetch();
    },
  };
}
