/** Instructor detail and the instructor facet list. */
import { shapeInstructorDetail } from '../catalogue/shape.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { pagingOf } from '../http/paging.ts';
import { pageEnvelope } from '../http/urls.ts';

const INSTRUCTOR_PAGE_SIZE = 20;

export const instructorHandlers: HandlerGroup<'instructorDetail' | 'instructorList'> = {
  instructorDetail: ({ ctx, params, origin }) => {
    const row = ctx.repos.instructors.bySlug(params.slug ?? '');
    if (!row) throw notFound('This instructor');
    return shapeInstructorDetail(row, ctx.repos.instructors.courseKeys(row.id), origin);
  },

  instructorList: ({ ctx, query, req }) => {
    const paging = pagingOf(query, INSTRUCTOR_PAGE_SIZE);
    const { count, rows } = ctx.repos.instructors.page(query.search_query, paging);
    return pageEnvelope(req, paging, count, rows);
  },
};
