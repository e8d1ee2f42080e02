/**
 * The Course API (`/api/courses/v1/courses/`, `/api/courses/v1/courses/{course_id}`): every course
 * in course-key order, 10 a page (at most 100), filtered by org and by text; one course with its
 * about page's HTML. A `username` other than the caller's is refused unless the caller is staff.
 */
import type { FastifyInstance } from 'fastify';
import { stockOverview } from './courseStaff.ts';
import { toFtsQuery } from '../catalogue/ftsQuery.ts';
import type { AppContext, Viewer } from '../http/context.ts';
import { pageEnvelope } from '../http/urls.ts';
import { refused } from './answers.ts';
import type { StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';
import { shapeCourseApiCourse } from './shape.ts';

const PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

function checkUsername(viewer: Viewer | null, username: string | undefined): void {
  if (username && username !== viewer?.username && !viewer?.isStaff)
    throw refused('developer', 403, 'You do not have permission to perform this action.');
}

export function registerCourseApi(app: FastifyInstance, ctx: AppContext, queries: StockQueries): void {
  registerStockRoute(app, ctx, 'courseList', {
    dialect: 'developer',
    // `username` asks for that learner's `is_enrolled`.
    shared: ({ query }) => !query.username,
    // A page that is not a positive number is read as missing by the paginator's callers: 404.
    invalid: (issues) =>
      issues.some((i) => i.path[0] === 'page')
        ? refused('developer', 404, 'Invalid page.')
        : refused('developer', 400, issues[0]?.message ?? 'Invalid request.'),
    handle: ({ ctx, query, viewer, origin, req }) => {
      checkUsername(viewer, query.username);
      const paging = {
        page: query.page ?? 1,
        pageSize: Math.min(query.page_size ?? PAGE_SIZE, MAX_PAGE_SIZE),
      };
      const filter = { org: query.org?.trim() || null, match: toFtsQuery(query.search_term) };
      const count = queries.courses.count(filter);
      if (paging.page > Math.max(1, Math.ceil(count / paging.pageSize)))
        throw refused('developer', 404, 'Invalid page.');
      const ids = queries.courses.page(filter, paging.pageSize, (paging.page - 1) * paging.pageSize);
      const { results, next, previous, num_pages } = pageEnvelope(
        req,
        paging,
        count,
        ctx.repos.courses.rowsInOrder(ids).map((row) => shapeCourseApiCourse(row, origin)),
      );
      return { results, pagination: { count, num_pages, next, previous } };
    },
  });

  const detail = '/api/courses/v1/courses/:course_id';
  registerStockRoute(app, ctx, 'courseDetail', {
    dialect: 'developer',
    shared: ({ query }) => !query.username,
    // The LMS's pattern has no end anchor: the key may be followed by a slash.
    urls: [detail, `${detail}/`],
    handle: ({ ctx, params, query, viewer, origin }) => {
      checkUsername(viewer, query.username);
      const row = ctx.repos.courses.byKey(params.course_id ?? '');
      if (!row) throw refused('developer', 404, 'Course not found.');
      const course = shapeCourseApiCourse(row, origin);
      const overview = stockOverview(ctx, row, origin);
      if (!query.username) return { ...course, overview };
      const user = ctx.repos.users.byLogin(query.username);
      const enrolled = user ? ctx.repos.enrollments.find(user.id, row.id)?.is_active === 1 : false;
      return { ...course, overview, is_enrolled: enrolled };
    },
  });
}
