/**
 * The organizations API of a stock LMS (edx-organizations `organizations/v0/views.py`
 * `OrganizationsViewSet`, `organizations/serializers.py` `OrganizationSerializer`,
 * `organizations/permissions.py` `UserIsStaff`): `GET /api/organizations/v0/organizations/` and
 * `GET /api/organizations/v0/organizations/{short_name}/`. Any signed-in user may read (JWT cookie or
 * session; `UserIsStaff` only guards `PUT`), a visitor gets 401 `{ detail }`. Only active organisations
 * are listed or found (404 `{ detail }` otherwise). The list is paged by the LMS's default
 * `edx_rest_framework_extensions.paginators.DefaultPagination` (10 a page, `page_size` up to 100).
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema.ts';
import { count, flag, isoDate, lenientArray, optionalText, text } from '../lenient.ts';
import { queryPage } from '../query.ts';

export const StockOrganization = lazySchema(() =>
  z.object({
    id: z.optional(z.number()),
    created: isoDate,
    modified: isoDate,
    name: text,
    /** The org code courses carry in their key (`display_org_with_default`). */
    short_name: z.string().check(z.minLength(1)),
    description: optionalText,
    /** An `ImageField`: the absolute media URL of the logo, or null without one. */
    logo: optionalText,
    active: flag,
  }),
);
export type StockOrganization = z.output<typeof StockOrganization>;

/** `DefaultPagination`: 1-based `current_page`, `start` the 0-based index of the first result. */
export const StockOrganizationPage = lazySchema(() =>
  z.object({
    count: count(0),
    num_pages: count(1),
    current_page: count(1),
    start: count(0),
    next: optionalText,
    previous: optionalText,
    results: lenientArray(StockOrganization, 'organization'),
  }),
);
export type StockOrganizationPage = z.output<typeof StockOrganizationPage>;

/** A page past the end is a 404 `{ detail: "Invalid page." }`; a `page_size` over 100 reads as 100. */
export const StockOrganizationListQuery = lazySchema(() =>
  z.object({
    page: z.optional(queryPage),
    page_size: z.optional(queryPage),
  }),
);
