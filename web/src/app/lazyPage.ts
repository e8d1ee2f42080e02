import { lazy, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  Page: ComponentType<P>;
  /** Starts loading the page's chunk; React renders from the same promise later. */
  preload: () => Promise<unknown>;
}

/** A route's page in its own chunk, which start-up can fetch while the configuration loads. */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () => (loading ??= load());
  return { Page: lazy(once), preload: once };
}
