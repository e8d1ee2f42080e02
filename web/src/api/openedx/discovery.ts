/** Discovery search (catalogue, suggestions, home tabs, similar courses) over the stock course discovery. */
import { openedxEndpoints } from '@atrium/contract';
import type { AdapterTable } from './ports.ts';
import { stockCall } from './stockCall.ts';
import { resultsOfStock, stockDiscoveryForm } from './discoveryShape.ts';

export const discoveryAdapters: AdapterTable = {
  async discoverySearch({ query, body, signal }, ports) {
    const paging = (query ?? {}) as { page_size?: number; page_index?: number };
    const answer = await stockCall(ports, 'discoverySearch', openedxEndpoints.courseDiscovery, {
      body: stockDiscoveryForm(paging, (body ?? {}) as Parameters<typeof stockDiscoveryForm>[1]),
      signal,
    });
    return resultsOfStock(answer, ports.settings.lmsBaseUrl);
  },
};
