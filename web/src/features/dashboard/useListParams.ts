import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router/index.ts';
import { readListParams, writeListParams, type ListParams } from './listParams.ts';

/** `?page=` and `?q=` as state: changes push a history entry (Back restores), corrections replace. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params);
  const { page, search } = current;
  const update = useCallback(
    (next: Partial<ListParams>, replace = false) =>
      setParams(writeListParams({ page, search, ...next }), { replace }),
    [page, search, setParams],
  );
  const hrefFor = useCallback(
    (target: number) => `?${writeListParams({ page: target, search }).toString()}`,
    [search],
  );
  return { ...current, update, hrefFor };
}
