/**
 * The organizations API (edx-organizations `organizations/v0/views.py`): the seed's partners as
 * organisations, to any signed-in user. The list is edx-drf-extensions' `DefaultPagination` (10 a
 * page, `page_size` up to 100, a page past the end 404 `Invalid page.`); one organisation is looked
 * up by its short name, which may not hold `/` or `+` (the viewset's `lookup_value_regex`).
 */
import type { StockOrganization } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { partnerLogoUrl } from '../catalogue/images.ts';
import type { AppContext } from '../http/context.ts';
import { pageEnvelope } from '../http/urls.ts';
import { refused } from './answers.ts';
import { drfDate } from './courseFacts.ts';
import { createOrganizationQueries, type StockOrganizationRow } from './organizationQueries.ts';
import { registerStockRoute } from './register.ts';

const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const NOT_FOUND = 'No Organization matches the given query.';

/** `OrganizationSerializer`: the logo is an `ImageField`, absolute on the LMS's media URL. */
export function shapeStockOrganization(
  row: StockOrganizationRow,
  origin: string,
): z.input<typeof StockOrganization> {
  return {
    id: row.id,
    created: drfDate(row.created_at),
    modified: drfDate(row.created_at),
    name: row.name,
    short_name: row.short_name,
    description: row.description || null,
    logo: partnerLogoUrl(origin, row.short_name),
    active: true,
  };
}

export function registerOrganizations(app: FastifyInstance, ctx: AppContext): void {
  const queries = createOrganizationQueries(ctx.db);
  registerStockRoute(app, ctx, 'organizations', {
    dialect: 'drf',
    // The paginator reads a page that is not a positive number as an invalid page.
    invalid: (issues) =>
      issues.some((i) => i.path[0] === 'page')
        ? refused('drf', 404, 'Invalid page.')
        : refused('drf', 400, issues[0]?.message ?? 'Invalid request.'),
    handle: ({ query, origin, req }) => {
      const paging = {
        page: query.page ?? 1,
        pageSize: Math.min(query.page_size ?? PAGE_SIZE, MAX_PAGE_SIZE),
      };
      const count = queries.count();
      if (paging.page > Math.max(1, Math.ceil(count / paging.pageSize)))
        throw refused('drf', 404, 'Invalid page.');
      const start = (paging.page - 1) * paging.pageSize;
      const rows = queries.page(paging.pageSize, start);
      const envelope = pageEnvelope(
        req,
        paging,
        count,
        rows.map((row) => shapeStockOrganization(row, origin)),
      );
      return { ...envelope, current_page: paging.page, start };
    },
  });
  registerStockRoute(app, ctx, 'organization', {
    dialect: 'drf',
    handle: ({ params, origin }) => {
      const shortName = params.short_name ?? '';
      const row = /[/+]/.test(shortName) ? null : queries.byShortName(shortName);
      if (!row) throw refused('drf', 404, NOT_FOUND);
      return shapeStockOrganization(row, origin);
    },
  });
}
