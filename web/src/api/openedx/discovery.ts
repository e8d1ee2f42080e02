/** Discovery search (catalogue, suggestions, home tabs, similar courses) over the stock course discovery. */
import { openedxEndpoints, type CourseDiscoveryForm } from '@atrium/contract';
import type { AdapterTable } from './ports.ts';
import { stockCall } from './stockCall.ts';
import { facetCountForms, resultsOfStock, stockDiscoveryForm, withFacetCounts } from './discoveryShape.ts';

export const discoveryAdapters: AdapterTable = {
  async discoverySearch({ query, body, signal }, ports) {
    const paging = (query ?? {}) as { page_size?: number; page_index?: number };
    const form = stockDiscoveryForm(paging, body ?? {});
    const search = (sent: CourseDiscoveryForm) =>
      stockCall(ports, 'discoverySearch', openedxEndpoints.courseDiscovery, { body: sent, signal });
    // The stock index counts a facet within its own filter too; each chosen facet is counted without
    // it beside the search, so its other values stay in view (a failed count keeps the search's own).
    const [answer, ...counted] = await Promise.all([
      search(form),
      ...facetCountForms(form).map(({ facet, form: countForm }) =>
        search(countForm).then(
          (own) => ({ facet, answer: own }),
          () => ({ facet, answer: null }),
        ),
      ),
    ]);
    return resultsOfStock(withFacetCounts(answer, counted), ports.settings.lmsBaseUrl);
  },
};
