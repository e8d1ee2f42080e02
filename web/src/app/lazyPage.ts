import { lazy, type ComponentType } from 'react';
import type { PagePrefetch } from '../common/page/pagePrefetch.ts';

/** A page module: the page, and the calls above its fold that start-up may start early. */
export interface PageModule<P extends object> {
  default: ComponentType<P>;
  prefetch?: PagePrefetch<P>;
}

export interface LazyPage<P extends object> {
  Page: ComponentType<P>;
  /** Starts loading the page's chunk; React renders from the same promise later. */
  preload: () => Promise<unknown>;
  /** Starts the page's first calls once its chunk is here (common/page/pagePrefetch.ts). */
  prefetch: PagePrefetch<P>;
}

/** A route's page in its own chunk, which start-up can fetch while the configuration loads. */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loading: Promise<PageModule<P>> | undefined;
  let loaded: PageModule<P> | undefined;
  const once = () => (loading ??= load().then((module) => (loaded = module)));
  // React.lazy learns of a module only through then(), which a promise calls later: a chunk already
  // here would still show the fallback for a frame (a commit, layout and paint) before the page.
  // A thenable that answers at once lets the first render show the page itself.
  const answered = (module: PageModule<P>) =>
    ({ then: (resolve: (value: PageModule<P>) => void) => resolve(module) }) as unknown as Promise<
      PageModule<P>
    >;
  return {
    Page: lazy(() => (loaded ? answered(loaded) : once())),
    preload: once,
    // A chunk that fails to load is the page's to show when it renders.
    prefetch: (context, props) =>
      void once().then(
        (module) => module.prefetch?.(context, props),
        () => {},
      ),
  };
}
