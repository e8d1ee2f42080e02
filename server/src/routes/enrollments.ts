/** The learner's enrollments: list, status, enroll, unenroll, outline, prerequisites, payment start. */
import { shapeEnrolledCourse } from '../catalogue/enrolledCourse.ts';
import { isPaid } from '../catalogue/enrollmentRules.ts';
import { groupBy } from '../catalogue/shape.ts';
import { certificatePath, learningHomeUrl, paymentUrl } from '../catalogue/urls.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { pagingOf } from '../http/paging.ts';
import { pageEnvelope } from '../http/urls.ts';
import { courseByKey, courseBySlug } from './courses.ts';
import { assertMayEnroll, enrollLearner } from '../catalogue/enrollLearner.ts';

const ENROLLMENT_PAGE_SIZE = 12;

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
    const { count, rows } = ctx.repos.enrollments.page(
      learner().id,
      query.progress ?? null,
      query.search,
      paging,
    );
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

  enroll: ({ ctx, learner, body }) => {
    const course = courseByKey(ctx, body.course_details.course_id);
    enrollLearner(ctx, learner(), course, false);
    return { course_id: course.course_key, is_active: true };
  },

  unenroll: ({ ctx, learner, body }) => {
    const course = courseByKey(ctx, body.course_id);
    if (!ctx.repos.enrollments.unenroll(learner().id, course.id)) {
      throw badRequest('not_enrolled', 'You are not enrolled in this course.');
    }
    return { course_id: course.course_key, is_active: false };
  },

  courseOutline: ({ ctx, learner, params, origin }) => {
    const course = courseByKey(ctx, params.course_id);
    const enrollment = ctx.repos.enrollments.find(learner().id, course.id);
    const completed =
      enrollment !== null && enrollment.complete_count > 0 && enrollment.incomplete_count === 0;
    const certificate = completed ? enrollment.certificate_uuid : null;
    return {
      resume_course: {
        url: learningHomeUrl(origin, course.course_key),
        has_visited_course: enrollment?.visited_at != null,
      },
      cert_data: certificate
        ? { cert_web_view_url: certificatePath(certificate), cert_status: 'downloadable' }
        : { cert_web_view_url: null, cert_status: enrollment ? 'notpassing' : '' },
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
    const id = ctx.repos.transactions.create(viewer.id, course.id, returnOrigin, ctx.now());
    return { paymentURL: paymentUrl(origin, id) };
  },
};
