/** Enrolls a learner after checking every enrollment rule: the enroll route and the payment page share it. */
import type { AppContext, Viewer } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { CourseRow } from '../repositories/rows.ts';
import { enrollmentMode, enrollmentRefusal, type Refusal } from './enrollmentRules.ts';

/** Why the learner may not enroll now, Atrium's own rules only with the `enrollment-rules` extension. */
export function refusalOf(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): Refusal | null {
  return enrollmentRefusal(course, {
    now: ctx.now(),
    accountActive: viewer.isActive,
    unmetPrerequisites: ctx.repos.enrollments.unmetPrerequisites(viewer.id, course.id),
    paid,
    atriumRules: ctx.extensions.has('enrollment-rules'),
  });
}

/** Throws the rule's refusal as an admin-console error: Django REST framework's `{ detail }` (errors.ts). */
export function assertMayEnroll(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): void {
  const refusal = refusalOf(ctx, viewer, course, paid);
  if (refusal) throw new HttpError(refusal.status, refusal.code, refusal.message);
}

/** Records the enrollment, without checking the rules. */
export function addEnrollment(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): void {
  ctx.repos.enrollments.enroll(
    viewer.id,
    course.id,
    enrollmentMode(course, paid),
    ctx.now(),
    course.units_count,
  );
}

export function enrollLearner(ctx: AppContext, viewer: Viewer, course: CourseRow, paid: boolean): void {
  if (ctx.repos.enrollments.find(viewer.id, course.id)?.is_active === 1) return;
  assertMayEnroll(ctx, viewer, course, paid);
  addEnrollment(ctx, viewer, course, paid);
}
