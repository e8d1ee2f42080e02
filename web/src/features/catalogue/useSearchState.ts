/** The browser's state read from, and written to, the current URL (each change is a history entry). */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseSearchState, serializeSearchState, type SearchState } from './searchState.ts';

export function useSearchState() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseSearchState(search), [search]);
  const hrefFor = useCallback(
    (next: SearchState) => {
      const query = serializeSearchState(next);
      return query ? `${pathname}?${query}` : pathname;
    },
    [pathname],
  );
  const setState = useCallback((next: SearchState) => void navigate(hrefFor(next)), [navigate, hrefFor]);
  return { state, setState, hrefFor };
}
