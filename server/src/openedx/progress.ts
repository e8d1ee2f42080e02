/**
 * `GET /api/course_home/progress/{course_id}` (openedx-platform `course_home_api/progress/views.py`
 * `ProgressTabView`): the learner's unit counts in one course, by the seed's progress rule
 * (completion.ts), so that a stock dashboard shows the percentage the admin-console one does. The
 * view's refusals: a visitor 401, an unknown course 404, a course not started yet 403 (its
 * `StartDateError`), a learner not enrolled 401 with the JSON string `"User not enrolled."`; staff
 * need no enrollment. Left out, as the reference server cannot give them honestly: `course_grade`
 * (the seed has no grades, only "passed when every unit is complete"), `has_scheduled_content`,
 * `section_scores`, `grading_policy` and the other parts contract/src/openedx/progress.ts does not read.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { jsonAnswer, refused } from './answers.ts';
import { drfDate, stockModeOf } from './courseFacts.ts';
import { completionSummary, isCompleted } from './completion.ts';
import { registerStockRoute } from './register.ts';

/** `StartDateError`'s message, the date as `{:%B %d, %Y}` writes it. */
const notStartedUntil = (iso: string) =>
  `Course does not start until ${new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))}`;

export function registerProgress(app: FastifyInstance, ctx: AppContext): void {
  const path = '/api/course_home/progress/:course_id';
  registerStockRoute(app, ctx, 'progress', {
    dialect: 'drf',
    // The LMS's pattern has no end anchor: the key may be followed by a slash.
    urls: [path, `${path}/`],
    handle: ({ ctx, params, learner }) => {
      const viewer = learner();
      const row = ctx.repos.courses.byKey(params.course_id ?? '');
      if (!row) throw refused('drf', 404, 'Not found.');
      if (!viewer.isStaff && row.course_start > ctx.now().toISOString())
        throw refused('drf', 403, notStartedUntil(row.course_start));
      const enrollment = ctx.repos.enrollments.find(viewer.id, row.id);
      const active = enrollment?.is_active === 1 ? enrollment : null;
      if (!active && !viewer.isStaff) throw jsonAnswer(401, 'User not enrolled.');
      return {
        completion_summary: completionSummary(active, row.units_count),
        end: drfDate(row.course_end),
        enrollment_mode: enrollment ? stockModeOf(enrollment.mode) : null,
        username: viewer.username,
        user_has_passing_grade: active !== null && isCompleted(active),
        disable_progress_graph: false,
      };
    },
  });
}
