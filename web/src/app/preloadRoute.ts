import type { PagePrefetchContext, StartContext } from '../common/page/pagePrefetch.ts';
import { matchRoutes, type RouteObject } from '../lib/router/index.ts';

export interface PreloadHandle {
  preload: () => Promise<unknown>;
  /** The page's first calls (common/page/pagePrefetch.ts), its props already given. */
  prefetch?: (context: PagePrefetchContext) => void;
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<PreloadHandle>).preload === 'function'
  );
}

export interface PreloadedRoute {
  /** The page's chunk, settled when it has arrived or failed; at once for a route without one. */
  loading: Promise<unknown>;
  /** Starts the page's first calls (common/page/pagePrefetch.ts) with a start-up client. */
  startCalls: (context: StartContext) => void;
}

/**
 * Fetches the chunk of the page at `location` right away, in parallel with start-up, instead of after
 * the first render (one round trip less before the page shows). Failures surface when it renders.
 */
export function preloadRoute(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  basename: string,
): PreloadedRoute {
  const match = matchRoutes(routes, location.pathname, basename)?.at(-1);
  const handle: unknown = match?.route.handle;
  if (!match || !isPreloadHandle(handle)) return { loading: Promise.resolve(), startCalls: () => {} };
  const loading = handle.preload();
  loading.catch(() => {});
  return {
    loading,
    startCalls: (context) => handle.prefetch?.({ ...context, params: match.params, search: location.search }),
  };
}
