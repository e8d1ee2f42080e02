/**
 * `POST /search/course_discovery/` (edx-search `course_discovery`): one page of courses whose
 * enrollment has not ended, with the counts of the stock facets (org, language, modes) over the
 * whole selection, as the Meilisearch engine Tutor runs answers them (`aggs`, every term, `other` 0).
 */
import type { FastifyInstance } from 'fastify';
import { toFtsQuery } from '../catalogue/ftsQuery.ts';
import type { AppContext } from '../http/context.ts';
import { refused } from './answers.ts';
import type { FacetCount, StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';
import { shapeDiscoveryDocument } from './shape.ts';

/** edx-search's default page size. */
const PAGE_SIZE = 20;

const facet = (counts: FacetCount[]) => ({
  terms: Object.fromEntries(counts.map((c) => [c.value, c.n])),
  total: counts.reduce((sum, c) => sum + c.n, 0),
  other: 0,
});

export function registerCourseDiscovery(app: FastifyInstance, ctx: AppContext, queries: StockQueries): void {
  registerStockRoute(app, ctx, 'courseDiscovery', {
    dialect: 'search',
    // The view answers a bad page size with `{ error }` (its status is 500 there; a 400 here).
    invalid: (issues) => refused('search', 400, issues[0]?.message ?? 'Invalid request.'),
    handle: ({ ctx, body }) => {
      const started = performance.now();
      const size = body.page_size ?? PAGE_SIZE;
      const filter = {
        match: toFtsQuery(body.search_string),
        org: body.org?.trim() || null,
        language: body.language?.trim() || null,
        mode: body.modes?.trim() || null,
        now: ctx.now().toISOString(),
      };
      const ids = queries.discovery.page(filter, size, (body.page_index ?? 0) * size);
      const rows = ctx.repos.courses.rowsInOrder(ids);
      const overviews = queries.courses.overviews(ids);
      const facets = queries.discovery.facets(filter);
      return {
        took: Math.round(performance.now() - started),
        total: queries.discovery.count(filter),
        max_score: null,
        results: rows.map((row) => ({
          _id: row.course_key,
          _index: 'course_info',
          _type: '_doc',
          data: shapeDiscoveryDocument(row, overviews.get(row.id) ?? ''),
        })),
        aggs: { org: facet(facets.org), language: facet(facets.language), modes: facet(facets.modes) },
      };
    },
  });
}
