/**
 * Discovery search (catalogue, suggestions, home tabs, similar courses) over the stock search:
 * `course_list_search` (several values per facet) where the platform has it, else course discovery
 * with one value a facet. The main table's `recent` sort is the stock one order, by start date
 * (`enable_course_sorting_by_start_date`); what each answer shows of the platform's sources is
 * recorded for the visit (config/platformSources.ts), so that the pages offer only what it honours.
 */
import { openedxEndpoints, type CourseDiscoveryForm, type CourseDiscoveryResults } from '@atrium/contract';
import { listSearchForm } from './discoveryListSearch.ts';
import { facetCountForms, resultsOfStock, stockDiscoveryForm, withFacetCounts } from './discoveryShape.ts';
import { isAbsentAnswer } from './optionalSource.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { recordSource, sourceVerdict } from '../../config/platformSources.ts';
import { startOrderVerdict } from './startOrder.ts';
import { stockCall } from './stockCall.ts';
import type { Request } from '../request.ts';

type Paging = { page_size?: number; page_index?: number; sort?: string };

/** `course_list_search`'s answer, or null where the platform has none (404 or 403, once a visit). */
async function listSearch(
  ports: OpenedxPorts,
  { query, body, signal }: Request,
  byStart: boolean,
): Promise<CourseDiscoveryResults | null> {
  const platform = ports.settings.lmsBaseUrl;
  if (sourceVerdict(platform, 'courseListSearch') === 'absent') return null;
  const form = listSearchForm(query ?? {}, body ?? {}, byStart);
  try {
    const answer = await stockCall(ports, 'discoverySearch', openedxEndpoints.courseListSearch, {
      body: form,
      signal,
    });
    recordSource(platform, 'courseListSearch', 'present');
    // Its release (edx-search ≥ 4.4.0) also orders by start date.
    recordSource(platform, 'startDateSort', 'present');
    return answer;
  } catch (error) {
    if (!isAbsentAnswer(error)) throw error;
    recordSource(platform, 'courseListSearch', 'absent');
    return null;
  }
}

/** Course discovery, one value a facet; each chosen facet counted without it beside the search. */
async function discoverySearch(
  ports: OpenedxPorts,
  { query, body, signal }: Request,
  byStart: boolean,
): Promise<CourseDiscoveryResults> {
  const form = stockDiscoveryForm(query ?? {}, body ?? {});
  const search = (sent: CourseDiscoveryForm) =>
    stockCall(ports, 'discoverySearch', openedxEndpoints.courseDiscovery, { body: sent, signal });
  // The stock index counts a facet within its own filter too; each chosen facet is counted without
  // it beside the search, so its other values stay in view (a failed count keeps the search's own).
  const [answer, ...counted] = await Promise.all([
    search(byStart ? { ...form, enable_course_sorting_by_start_date: true } : form),
    ...facetCountForms(form).map(({ facet, form: countForm }) =>
      search(countForm).then(
        (own) => ({ facet, answer: own }),
        () => ({ facet, answer: null }),
      ),
    ),
  ]);
  if (byStart) {
    const verdict = startOrderVerdict(answer.results.map(({ data }) => data.start));
    if (verdict) recordSource(ports.settings.lmsBaseUrl, 'startDateSort', verdict);
  }
  return withFacetCounts(answer, counted);
}

export const discoveryAdapters: AdapterTable = {
  async discoverySearch(request, ports) {
    const byStart = (request.query as Paging | undefined)?.sort === 'recent';
    const answer =
      (await listSearch(ports, request, byStart)) ?? (await discoverySearch(ports, request, byStart));
    return resultsOfStock(answer, ports.settings.lmsBaseUrl);
  },
};
