/**
 * Whether the page has shown what it first asked for: true once the page has rendered (`pageShown`:
 * its code is here), no call is under way and a frame has been painted since; or at the latest
 * `SETTLE_LIMIT_MS` after mounting (a call retrying after a failure must not hold back what waits for
 * this). It stays true: later calls do not undo it.
 *
 * What is below the fold on every page (the footer) waits for it, so that its code and calls do not
 * compete with the page's own for a slow phone's few connections and little bandwidth. A page rendered
 * on the server has settled already: the footer is in its HTML.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../lib/afterNextPaint.ts';
import { useMountedOnServersPage } from '../lib/mountedOnServersPage.ts';

export const SETTLE_LIMIT_MS = 3000;

export function usePageSettled(pageShown: boolean): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(useMountedOnServersPage());

  useEffect(() => {
    if (settled) return;
    const limit = setTimeout(() => setSettled(true), SETTLE_LIMIT_MS);
    return () => clearTimeout(limit);
  }, [settled]);

  useEffect(() => {
    if (settled || !pageShown) return;
    let cancel = () => {};
    // Every change in the query cache may be the last call answering. Once none is under way: after
    // the next paint.
    const check = () => {
      cancel();
      if (queryClient.isFetching() === 0) cancel = afterNextPaint(() => setSettled(true));
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancel();
    };
  }, [settled, pageShown, queryClient]);

  return settled;
}
