/**
 * A page's first calls, started by start-up (app/preloadRoute.ts) as soon as its client is settled,
 * rather than by the page once it has rendered, laid out and painted. A page module exports one as
 * `prefetch`; it puts the calls into the query cache under the keys the page reads, so that its first
 * render finds them answered or under way. Failures are the page's to show (it asks again).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import type { BaseSettings } from '../../config/baseSettings.ts';
import type { Params } from '../../lib/router/index.ts';

/** What start-up knows once it has settled on its client. */
export interface StartContext {
  client: ApiClient;
  queryClient: QueryClient;
  settings: BaseSettings;
}

/** A page's prefetch also gets the address it will show: route parameters and `?…`. */
export interface PagePrefetchContext extends StartContext {
  params: Params;
  search: string;
}

/** A failed early call is the page's to show, when it asks again. */
export const ignore = (): void => undefined;

/** `props`: the page's own, as the route gives them (`/inprogress` and `/completed` share a page). */
export type PagePrefetch<P extends object = object> = (context: PagePrefetchContext, props: P) => void;
