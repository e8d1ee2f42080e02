/**
 * `POST /change_enrollment` as the LMS's Django view answers it: the session cookie and the CSRF token
 * are required, the answers are plain text. `enroll` enrolls in the default track when the course has
 * one and names the track-choice page when it also has a paid one; `unenroll` refuses a learner whose
 * certificate is issued.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext, Viewer } from '../http/context.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { textAnswer } from './answers.ts';
import { courseModes, defaultMode, recordedModeOf } from './courseFacts.ts';
import { refusalOf } from '../catalogue/enrollLearner.ts';
import { enrollmentRefusal } from './enrollRules.ts';
import { registerStockRoute } from './register.ts';

const refuse = (text: string) => textAnswer(400, text);

/** The refusals only the `enrollment-rules` extension makes (refusalOf asks for them only with it on). */
const ATRIUM_RULES: ReadonlySet<string> = new Set(['account_inactive', 'prerequisite_unmet']);

/** What `CourseKey.from_string` accepts, in outline. */
const COURSE_KEY = /^(course-v1:[^+/\s]+\+[^+/\s]+\+[^+/\s]+|[^/\s]+\/[^/\s]+\/[^/\s]+)$/;

function enroll(ctx: AppContext, viewer: Viewer, row: CourseRow): string {
  const slug = defaultMode(row);
  if (slug) {
    if (ctx.repos.enrollments.find(viewer.id, row.id)?.is_active === 1) throw refuse('Could not enroll');
    if (enrollmentRefusal(row, ctx.now().toISOString())) throw refuse('Could not enroll');
    // The enrollment-rules extension's own refusals hold on this path too, in its plain-text answer.
    const refusal = refusalOf(ctx, viewer, row, false);
    if (refusal && ATRIUM_RULES.has(refusal.code)) throw textAnswer(403, refusal.message);
    ctx.repos.enrollments.enroll(viewer.id, row.id, recordedModeOf(slug), ctx.now(), row.units_count);
  }
  const paid = courseModes(row).some((m) => m.slug === 'verified');
  return paid ? `/course_modes/choose/${row.course_key}/` : '';
}

function unenroll(ctx: AppContext, viewer: Viewer, row: CourseRow | null): string {
  const enrollment = row ? ctx.repos.enrollments.find(viewer.id, row.id) : null;
  if (!row || !enrollment) throw refuse('You are not enrolled in this course');
  const certified =
    enrollment.certificate_uuid !== null &&
    enrollment.complete_count > 0 &&
    enrollment.incomplete_count === 0;
  if (certified) throw refuse('Your certificate prevents you from unenrolling from this course');
  ctx.repos.enrollments.unenroll(viewer.id, row.id);
  return '';
}

export function registerChangeEnrollment(app: FastifyInstance, ctx: AppContext): void {
  registerStockRoute(app, ctx, 'changeEnrollment', {
    dialect: 'django',
    invalid: (issues) => {
      const fields = new Set(issues.map((i) => i.path[0]));
      return refuse(fields.has('course_id') ? 'Course id not specified' : 'Enrollment action is invalid');
    },
    handle: ({ ctx, body, learner }) => {
      const viewer = learner();
      if (!COURSE_KEY.test(body.course_id)) throw refuse('Invalid course id');
      const row = ctx.repos.courses.byKey(body.course_id);
      if (body.enrollment_action === 'unenroll') return unenroll(ctx, viewer, row);
      if (!row) throw refuse('Course id is invalid');
      return enroll(ctx, viewer, row);
    },
  });
}
