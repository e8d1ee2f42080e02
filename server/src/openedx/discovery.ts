/**
 * Course search as edx-search answers it, as the Meilisearch engine Tutor runs does (`aggs`, every
 * term, `other` 0): one page of courses whose enrollment has not ended, with the counts of the stock
 * facets (org, language, modes).
 * - `POST /search/course_discovery/`: one value per facet, each facet counted within the search;
 * - `POST /search/unstable/v0/course_list_search/` (edx-search ≥ 4.4.0, from Verawood here; before,
 *   an unknown URL): several values per facet, a chosen facet counted without itself.
 * Both take `enable_course_sorting_by_start_date` from Ulmo on, and index `org_image_url` from Ulmo on.
 */
import { releaseAtLeast } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import { partnerLogoUrl } from '../catalogue/images.ts';
import { toFtsQuery } from '../catalogue/ftsQuery.ts';
import type { AppContext } from '../http/context.ts';
import { refused } from './answers.ts';
import { aggregationFilter, chosenValues, discoveryOrderOf } from './discoveryRules.ts';
import type { DiscoveryFilter, FacetCount, StockFacet, StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';
import { shapeDiscoveryDocument } from './shape.ts';

/** edx-search's default page size. */
const PAGE_SIZE = 20;
const FACETS: readonly StockFacet[] = ['org', 'language', 'modes'];

const facet = (counts: FacetCount[]) => ({
  terms: Object.fromEntries(counts.map((c) => [c.value, c.n])),
  total: counts.reduce((sum, c) => sum + c.n, 0),
  other: 0,
});

/** The fields both forms share, after the contract's schema has read them. */
interface DiscoveryForm {
  search_string?: string | undefined;
  page_size?: number | undefined;
  page_index?: number | undefined;
  org?: string | string[] | undefined;
  language?: string | string[] | undefined;
  modes?: string | string[] | undefined;
  enable_course_sorting_by_start_date?: boolean | string | undefined;
}

function search(
  ctx: AppContext,
  queries: StockQueries,
  form: DiscoveryForm,
  origin: string,
  multivalue: boolean,
) {
  const started = performance.now();
  const order = discoveryOrderOf(form.enable_course_sorting_by_start_date, ctx.openedxRelease);
  // edx-search reads the flag before its own error handling (a 500 there; a 400 here).
  if (order === 'invalid')
    throw refused(
      'search',
      400,
      `Invalid truth value: '${String(form.enable_course_sorting_by_start_date)}'`,
    );
  const size = form.page_size ?? PAGE_SIZE;
  const filter: DiscoveryFilter = {
    match: toFtsQuery(form.search_string),
    org: chosenValues(form.org),
    language: chosenValues(form.language),
    modes: chosenValues(form.modes),
    now: ctx.now().toISOString(),
  };
  // `_process_pagination_values` reads `page_index` only beside a `page_size`.
  const page = form.page_size === undefined ? 0 : (form.page_index ?? 0);
  const ids = queries.discovery.page(filter, order, size, page * size);
  const rows = ctx.repos.courses.rowsInOrder(ids);
  const overviews = queries.courses.overviews(ids);
  const withOrgImages = releaseAtLeast(ctx.openedxRelease, 'ulmo');
  return {
    took: Math.round(performance.now() - started),
    total: queries.discovery.count(filter),
    max_score: null,
    results: rows.map((row) => ({
      _id: row.course_key,
      _index: 'course_info',
      _type: '_doc',
      data: shapeDiscoveryDocument(
        row,
        overviews.get(row.id) ?? '',
        withOrgImages ? partnerLogoUrl(origin, row.org_short_name) : null,
      ),
    })),
    aggs: Object.fromEntries(
      FACETS.map((name) => [
        name,
        facet(queries.discovery.facet(aggregationFilter(filter, name, multivalue), name)),
      ]),
    ),
  };
}

// The views answer a bad page size with `{ error }` (their status is 500 there; a 400 here).
const invalid = (issues: readonly { message: string }[]) =>
  refused('search', 400, issues[0]?.message ?? 'Invalid request.');

export function registerCourseDiscovery(app: FastifyInstance, ctx: AppContext, queries: StockQueries): void {
  registerStockRoute(app, ctx, 'courseDiscovery', {
    dialect: 'search',
    invalid,
    handle: ({ ctx, body, origin }) => search(ctx, queries, body, origin, false),
  });
  if (!releaseAtLeast(ctx.openedxRelease, 'verawood')) return;
  registerStockRoute(app, ctx, 'courseListSearch', {
    dialect: 'search',
    invalid,
    handle: ({ ctx, body, origin }) => search(ctx, queries, body, origin, true),
  });
}
