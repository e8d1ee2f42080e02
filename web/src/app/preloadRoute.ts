import { matchRoutes, type RouteObject } from '../lib/router/index.ts';

export interface PreloadHandle {
  preload: () => Promise<unknown>;
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as Partial<PreloadHandle>).preload === 'function'
  );
}

/**
 * Fetches the chunk of the page at `pathname` right away, in parallel with start-up, instead of after
 * the first render (one round trip less before the page shows). Failures surface when it renders.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, basename: string): void {
  const handle = matchRoutes(routes, pathname, basename)?.at(-1)?.route.handle;
  if (isPreloadHandle(handle)) handle.preload().catch(() => {});
}
