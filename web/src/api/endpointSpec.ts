/**
 * The contract's endpoint specs as the browser gets them: the start-up calls' specs (configuration,
 * languages, CSRF, token refresh) come with the shell; the others, with their response schemas, in a
 * chunk of their own that start-up asks for first, before the page's chunk (app/preloadRoute.ts), and
 * any call loads on demand.
 */
import { startEndpoints, type EndpointName, type Endpoints } from '@atrium/contract';
import type { pageEndpoints as PageTable } from '@atrium/contract/page-endpoints';

type PageEndpoints = typeof PageTable;

let pageEndpoints: Promise<PageEndpoints> | null = null;

export function loadPageEndpoints(): Promise<PageEndpoints> {
  pageEndpoints ??= import('@atrium/contract/page-endpoints').then((module) => module.pageEndpoints);
  return pageEndpoints;
}

function isStartEndpoint(name: EndpointName): name is keyof typeof startEndpoints {
  return Object.hasOwn(startEndpoints, name);
}

export async function endpointSpec<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  if (isStartEndpoint(name)) return startEndpoints[name] as unknown as Endpoints[N];
  const pages: Readonly<Record<string, unknown>> = await loadPageEndpoints();
  return pages[name] as Endpoints[N];
}
