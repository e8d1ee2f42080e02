/** The catalogue browser's first call, started by start-up (common/page/pagePrefetch.ts). */
import { searchResultsQuery } from '../../api/discovery.ts';
import { ignore, type PagePrefetchContext } from '../../common/page/pagePrefetch.ts';
import { searchStateOn, toDiscoveryQuery } from './searchState.ts';

/** The results the address asks for, as the browser will ask for them (CatalogueBrowser). */
export function prefetchSearchResults({ client, queryClient, settings, search }: PagePrefetchContext): void {
  const state = searchStateOn(settings, search);
  void queryClient
    .query(searchResultsQuery(client, toDiscoveryQuery(state), state.page, state.sort))
    .catch(ignore);
}
