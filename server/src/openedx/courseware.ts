/**
 * The courseware API's course facts (`GET /api/courseware/course/{course_id}`), from Ulmo on (an
 * unknown URL before): a REST view that answers visitors too, with the caller's enrollment in it, and
 * DRF's 404 `{ detail }` for a course that does not exist. `requested_fields` trims the answer.
 */
import { releaseAtLeast } from '@atrium/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { refused } from './answers.ts';
import { stockModeOf } from './courseFacts.ts';
import { requestedFieldsOf } from './coursewareFacts.ts';
import type { StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';
import { stockOverview } from './courseStaff.ts';
import { shapeCoursewareCourse } from './shape.ts';

export function registerCoursewareApi(app: FastifyInstance, ctx: AppContext, queries: StockQueries): void {
  if (!releaseAtLeast(ctx.openedxRelease, 'ulmo')) return;
  const path = '/api/courseware/course/:course_id';
  registerStockRoute(app, ctx, 'coursewareCourse', {
    dialect: 'drf',
    // The LMS's pattern has no end anchor: the key may be followed by a slash.
    urls: [path, `${path}/`],
    handle: ({ ctx, params, query, viewer, origin }) => {
      const row = ctx.repos.courses.byKey(params.course_id ?? '');
      // `get_course_overview_with_access` raises Http404("Course not found."), which DRF answers so.
      if (!row) throw refused('drf', 404, 'Course not found.');
      const enrollment = viewer ? ctx.repos.enrollments.find(viewer.id, row.id) : null;
      const shaped = shapeCoursewareCourse(
        row,
        {
          enrollment: enrollment
            ? { mode: stockModeOf(enrollment.mode), is_active: enrollment.is_active === 1 }
            : { mode: null, is_active: false },
          prerequisites: queries.prerequisitesOf(row.id),
          now: ctx.now().toISOString(),
        },
        origin,
      );
      const answer = { ...shaped, overview: stockOverview(ctx, row, origin) };
      // A caller that leaves `id` out of requested_fields gets no id, as from the LMS (the contract
      // asks callers to request it).
      return requestedFieldsOf(answer, query.requested_fields) as typeof answer;
    },
  });
}
