/**
 * The Enrollment API as a stock LMS answers it: a course's modes (public), the learner's enrollment in
 * one course (`{course_id}` or `{username},{course_id}`), all their active enrollments, and enrolling
 * in the default mode. Stock rules: an inactive account may enroll and prerequisites do not stop
 * enrollment (they gate the courseware); a closed window, a full course or an invitation do.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, Viewer } from '../http/context.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { jsonAnswer, refused } from './answers.ts';
import { courseModes, defaultMode, recordedModeOf } from './courseFacts.ts';
import { enrollmentRefusal } from './enrollRules.ts';
import type { StockQueries } from './queries.ts';
import { registerStockRoute } from './register.ts';
import { shapeEnrollmentCourse, shapeStockEnrollment } from './shape.ts';

/** Another user's enrollment is a 404 with no body, so that nobody learns whether it exists. */
const hidden = () => jsonAnswer(404, null);

/** The enrollment of `username` in `row`, in the stock shape, or null when there has never been one. */
export function stockEnrollmentOf(queries: StockQueries, userId: number, username: string, row: CourseRow) {
  const enrollment = queries.enrollmentsOf(userId).find((e) => e.course_id === row.id);
  return enrollment ? shapeStockEnrollment(username, row, enrollment) : null;
}

/** `{course_id}` names the caller's own enrollment; `{username},{course_id}` anyone's (staff only). */
function parseEnrollmentKey(key: string, viewer: Viewer): { username: string; courseId: string } {
  const comma = key.indexOf(',');
  return comma < 0
    ? { username: viewer.username, courseId: key }
    : { username: key.slice(0, comma), courseId: key.slice(comma + 1) };
}

export function registerEnrollmentApi(
  app: FastifyInstance,
  ctx: AppContext,
  queries: StockQueries,
  withSharedPaths: boolean,
): void {
  registerStockRoute(app, ctx, 'courseEnrollmentDetails', {
    dialect: 'enrollment',
    shared: () => true,
    handle: ({ ctx, params }) => {
      const row = ctx.repos.courses.byKey(params.course_id ?? '');
      if (!row) throw refused('enrollment', 400, `No course found for course ID '${params.course_id ?? ''}'`);
      return shapeEnrollmentCourse(row);
    },
  });

  registerStockRoute(app, ctx, 'enrollments', {
    dialect: 'enrollment',
    handle: ({ ctx, learner }) => {
      const viewer = learner();
      const active = queries
        .enrollmentsOf(viewer.id)
        .filter((e) => e.is_active === 1)
        .reverse();
      const rows = new Map(
        ctx.repos.courses.rowsInOrder(active.map((e) => e.course_id)).map((r) => [r.id, r]),
      );
      return active.flatMap((e) => {
        const row = rows.get(e.course_id);
        return row ? [shapeStockEnrollment(viewer.username, row, e)] : [];
      });
    },
  });

  // The admin-console dialect answers these two paths its own way (routes/enrollments.ts).
  if (!withSharedPaths) return;

  registerStockRoute(app, ctx, 'enrollment', {
    dialect: 'enrollment',
    urls: ['/api/enrollment/v1/enrollment/:key'],
    handle: ({ ctx, params, learner }) => {
      const viewer = learner();
      const { username, courseId } = parseEnrollmentKey(params.key ?? '', viewer);
      if (username !== viewer.username && !viewer.isStaff) throw hidden();
      const user = username === viewer.username ? viewer : ctx.repos.users.byLogin(username);
      const row = ctx.repos.courses.byKey(courseId);
      return user && row ? stockEnrollmentOf(queries, user.id, username, row) : null;
    },
  });

  registerStockRoute(app, ctx, 'createEnrollment', {
    dialect: 'enrollment',
    invalid: () => refused('enrollment', 400, 'Course ID must be specified to create a new enrollment.'),
    handle: ({ ctx, body, learner }) => {
      const viewer = learner();
      const courseId = body.course_details.course_id;
      const { mode } = body;
      if (body.user && body.user !== viewer.username && !viewer.isStaff) throw hidden();
      if (mode !== undefined && mode !== 'audit' && mode !== 'honor' && !viewer.isStaff)
        throw refused(
          'enrollment',
          403,
          `User does not have permission to create enrollment with mode [${mode}].`,
        );
      const row = ctx.repos.courses.byKey(courseId);
      if (!row) throw refused('enrollment', 400, `No course '${courseId}' found for enrollment`);
      const slug = mode ?? defaultMode(row);
      if (!slug || !courseModes(row).some((m) => m.slug === slug))
        throw jsonAnswer(400, {
          message: `The [${mode ?? 'None'}] course mode is expired or otherwise unavailable for course run [${courseId}].`,
          course_details: shapeEnrollmentCourse(row),
        });
      if (ctx.repos.enrollments.find(viewer.id, row.id)?.is_active !== 1) {
        if (enrollmentRefusal(row, ctx.now().toISOString()))
          throw refused(
            'enrollment',
            400,
            `An error occurred while creating the new course enrollment for user '${viewer.username}' in course '${courseId}'`,
          );
        ctx.repos.enrollments.enroll(viewer.id, row.id, recordedModeOf(slug), ctx.now(), row.units_count);
      }
      const enrollment = stockEnrollmentOf(queries, viewer.id, viewer.username, row);
      if (!enrollment) throw refused('enrollment', 400, 'The enrollment could not be read back.');
      return enrollment;
    },
  });
}
