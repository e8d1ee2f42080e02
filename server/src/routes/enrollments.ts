/** The learner's enrollments: list, status, enroll, unenroll, outline, prerequisites, payment start. */
import { ENROLLMENT_PAGE_SIZE } from '@atrium/contract';
import { shapeEnrolledCourse } from '../catalogue/enrolledCourse.ts';
import { addEnrollment, assertMayEnroll, refusalOf } from '../catalogue/enrollLearner.ts';
import { isPaid } from '../catalogue/enrollmentRules.ts';
import {
  enrollmentAnswer,
  lmsRefusal,
  missingCourseId,
  modeRefusal,
  unknownCourse,
  type LmsAnswer,
} from '../catalogue/lmsEnrollment.ts';
import { groupBy } from '../catalogue/shape.ts';
import { certificatePath, learningHomeUrl, paymentUrl } from '../catalogue/urls.ts';
import { badRequest, forbidden, HttpError, type PlatformBody } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { pagingOf } from '../http/paging.ts';
import { pageEnvelope } from '../http/urls.ts';
import { outlineBlocks } from '../openedx/outlineBlocks.ts';
import { courseVisibility, linksLessons, showsOutline } from '../openedx/outlineVisibility.ts';
import { courseByKey, courseBySlug } from './courses.ts';

/** A refusal of the LMS enrollment API, with its own status and body (lmsEnrollment.ts). */
const lmsError = (code: string, message: string, { status, body }: LmsAnswer) =>
  new HttpError(status, code, message, body);

/** What the LMS answers to an enrollment body it cannot use (endpoints.ts sends it). */
export function invalidEnrollBody(raw: unknown): PlatformBody {
  const details = raw && typeof raw === 'object' && 'course_details' in raw ? raw.course_details : null;
  const id = details && typeof details === 'object' && 'course_id' in details ? details.course_id : null;
  const named = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
  return (named ? unknownCourse(named) : missingCourseId()).body;
}

export const enrollmentHandlers: HandlerGroup<
  | 'enrollmentList'
  | 'enrollmentStatus'
  | 'enroll'
  | 'unenroll'
  | 'courseOutline'
  | 'prereqStatus'
  | 'createTransaction'
> = {
  enrollmentList: ({ ctx, learner, query, req }) => {
    const paging = pagingOf(query, ENROLLMENT_PAGE_SIZE);
    // Without the extension the parameter is ignored, as a platform that does not know it would.
    const search = ctx.extensions.has('enrollment-search') ? query.search : undefined;
    const { count, rows } = ctx.repos.enrollments.page(learner().id, query.progress ?? null, search, paging);
    const prerequisites = groupBy(
      ctx.repos.courses.prerequisitesOf(rows.map((r) => r.course_id)),
      (p) => p.course_id,
    );
    const results = rows.map((row) => shapeEnrolledCourse(row, prerequisites.get(row.course_id) ?? []));
    return pageEnvelope(req, paging, count, results);
  },

  // The LMS answers an empty body for "never enrolled"; Atrium's schema reads null the same way.
  enrollmentStatus: ({ ctx, learner, params }) => {
    const course = courseByKey(ctx, params.course_id);
    const enrollment = ctx.repos.enrollments.find(learner().id, course.id);
    return enrollment ? { is_active: enrollment.is_active === 1, mode: enrollment.mode } : null;
  },

  // The LMS enrollment API: its checks in its order, its statuses and bodies, its enrollment answer.
  enroll: ({ ctx, learner, body }) => {
    const viewer = learner();
    const courseId = body.course_details.course_id;
    const badMode = modeRefusal(body.mode);
    if (badMode)
      throw lmsError('mode_not_allowed', 'Only the audit and honor modes are yours to ask.', badMode);
    const course = ctx.repos.courses.byKey(courseId);
    if (!course) throw lmsError('not_found', 'This course was not found.', unknownCourse(courseId));
    if (ctx.repos.enrollments.find(viewer.id, course.id)?.is_active !== 1) {
      const refusal = refusalOf(ctx, viewer, course, false);
      if (refusal)
        throw lmsError(refusal.code, refusal.message, lmsRefusal(refusal, course, viewer.username));
      addEnrollment(ctx, viewer, course, false);
    }
    const enrollment = ctx.repos.enrollments.find(viewer.id, course.id);
    if (!enrollment) throw new Error('the enrollment just made is missing');
    return enrollmentAnswer(course, enrollment, viewer.username);
  },

  unenroll: ({ ctx, learner, body }) => {
    const course = courseByKey(ctx, body.course_id);
    if (!ctx.repos.enrollments.unenroll(learner().id, course.id)) {
      throw badRequest('not_enrolled', 'You are not enrolled in this course.');
    }
    return { course_id: course.course_key, is_active: false };
  },

  // The LMS's outline view answers visitors too: nothing personal, and the blocks only where the
  // course's outline is public (openedx/outlineVisibility.ts).
  courseOutline: ({ ctx, viewer, params, origin }) => {
    const course = courseByKey(ctx, params.course_id);
    const enrollment = viewer ? ctx.repos.enrollments.find(viewer.id, course.id) : null;
    const caller = { enrolled: enrollment?.is_active === 1, staff: viewer?.isStaff === true };
    const completed =
      enrollment !== null && enrollment.complete_count > 0 && enrollment.incomplete_count === 0;
    const certificate = completed ? enrollment.certificate_uuid : null;
    const courseUrl = learningHomeUrl(origin, course.course_key);
    return {
      resume_course: {
        url: caller.enrolled || caller.staff ? courseUrl : null,
        has_visited_course: enrollment?.visited_at != null,
      },
      cert_data: certificate
        ? { cert_web_view_url: certificatePath(certificate), cert_status: 'downloadable' }
        : { cert_web_view_url: null, cert_status: enrollment ? 'notpassing' : '' },
      course_blocks: showsOutline(caller, courseVisibility(course))
        ? outlineBlocks({
            courseKey: course.course_key,
            name: course.display_name,
            nodes: ctx.repos.courses.toc(course.id),
            linkBase: linksLessons(caller) ? courseUrl : null,
            completeUnits: caller.enrolled ? (enrollment?.complete_count ?? 0) : 0,
          })
        : null,
    };
  },

  prereqStatus: ({ ctx, learner, params }) => {
    const course = courseBySlug(ctx, params.course_slug);
    return { fulfilled: ctx.repos.enrollments.unmetPrerequisites(learner().id, course.id) === 0 };
  },

  createTransaction: ({ ctx, learner, body, origin, req }) => {
    const viewer = learner();
    const course = courseByKey(ctx, body.course_id);
    if (!isPaid(course)) throw badRequest('not_paid', 'This course is free: enroll directly.');
    if (course.purchasable !== 1)
      throw forbidden(
        'purchases_unavailable',
        'Purchases are temporarily unavailable. Please try again later.',
      );
    if (ctx.repos.enrollments.find(viewer.id, course.id)?.is_active === 1) {
      throw badRequest('already_enrolled', 'You are already enrolled in this course.');
    }
    assertMayEnroll(ctx, viewer, course, true);
    // Return the learner to the front end they came from when it is an allowed origin.
    const from = req.headers.origin;
    const returnOrigin = from && ctx.frontendOrigins.includes(from) ? from : null;
    const id = ctx.repos.transactions.open(viewer.id, course.id, returnOrigin, ctx.now());
    return { paymentURL: paymentUrl(origin, id) };
  },
};
