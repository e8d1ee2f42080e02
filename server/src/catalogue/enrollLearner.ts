/** Enrolls a learner after checking every enrollment rule: the enroll route and the payment page share it. */
import type { AppContext, Viewer } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { enrollmentMode, enrollmentRefusal } from './enrollmentRules.ts';

/** Throws the rule's refusal as a JSON error. */
export function assertMayEnroll(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): void {
  const refusal = enrollmentRefusal(course, {
    now: ctx.now(),
    accountActive: viewer.isActive,
    unmetPrerequisites: ctx.repos.enrollments.unmetPrerequisites(viewer.id, course.id),
    paid,
  });
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
}

export function enrollLearner(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): void {
  if (ctx.repos.enrollments.find(viewer.id, course.id)?.is_active === 1) return;
  assertMayEnroll(ctx, viewer, course, paid);
  ctx.repos.enrollments.enroll(
    viewer.id,
    course.id,
    enrollmentMode(course, paid),
    ctx.now(),
    course.units_count,
  );
}
