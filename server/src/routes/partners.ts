/** Partners: popular strip, paginated list with platform totals, detail with programs, instructors. */
import { programImageUrl } from '../catalogue/images.ts';
import { shapeInstructorWithStats, shapePartner } from '../catalogue/shape.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { pagingOf } from '../http/paging.ts';
import { pageEnvelope } from '../http/urls.ts';

const PARTNER_PAGE_SIZE = 12;
const INSTRUCTOR_PAGE_SIZE = 12;

export const partnerHandlers: HandlerGroup<'partnerList' | 'partnerDetail' | 'partnerInstructors'> = {
  partnerList: ({ ctx, query, req, origin }) => {
    const { partners } = ctx.repos;
    const metadata = partners.totals();
    if (query.popular === true) {
      const results = partners.popular().map((row) => shapePartner(row, origin));
      return { count: results.length, next: null, previous: null, num_pages: 1, results, metadata };
    }
    const paging = pagingOf(query, PARTNER_PAGE_SIZE);
    const { count, rows } = partners.page(query.name, query.ordering ?? 'recent', paging);
    return {
      ...pageEnvelope(
        req,
        paging,
        count,
        rows.map((row) => shapePartner(row, origin)),
      ),
      metadata,
    };
  },

  partnerDetail: ({ ctx, params, origin }) => {
    const row = ctx.repos.partners.byShortName(params.short_name ?? '');
    if (!row) throw notFound('This partner');
    return {
      ...shapePartner(row, origin),
      students_count: row.learners_count,
      instructors_count: ctx.repos.partners.instructorCount(row.org_id),
      // Programs are an Atrium extension: without it a partner has none to link to.
      ...(ctx.extensions.has('programs') && {
        programs: ctx.repos.programs
          .ofOrg(row.org_id)
          .map((p) => ({ ...p, image: programImageUrl(origin, p.slug) })),
      }),
    };
  },

  partnerInstructors: ({ ctx, params, query, req, origin }) => {
    const row = ctx.repos.partners.byShortName(params.short_name ?? '');
    if (!row) throw notFound('This partner');
    const paging = pagingOf(query, INSTRUCTOR_PAGE_SIZE);
    const count = ctx.repos.partners.instructorCount(row.org_id);
    const results = ctx.repos.partners
      .instructors(row.org_id, paging)
      .map((i) => shapeInstructorWithStats(i, origin));
    return pageEnvelope(req, paging, count, results);
  },
};
