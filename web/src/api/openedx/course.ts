/** The course page over the Course API and the Enrollment API of a stock LMS. */
import { openedxEndpoints, type EnrollRequest, type TransactionRequest } from '@atrium/contract';
import type * as z from 'zod/mini';
import { HttpError, UnauthenticatedError } from '../errors.ts';
import type { Request } from '../request.ts';
import { coursePagePrice } from './coursePagePrice.ts';
import {
  answerOfStock,
  courseOfDetail,
  purchaseOfModes,
  statusOfStock,
  trackChoiceUrl,
} from './courseShape.ts';
import { coursewareOf } from './courseware.ts';
import { forgetOutline } from './outline.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { prerequisiteRefs } from './prerequisites.ts';
import { stockCall } from './stockCall.ts';

const param = (params: Readonly<Record<string, string>> | undefined, name: string): string =>
  params?.[name] ?? '';

/** A course's modes and their prices (public). */
const courseModes = (
  ports: OpenedxPorts,
  name: 'courseMetadata' | 'paidCourse',
  courseId: string,
  signal: Request['signal'],
) =>
  stockCall(ports, name, openedxEndpoints.courseEnrollmentDetails, {
    params: { course_id: courseId },
    signal,
  });

export const courseAdapters: AdapterTable = {
  async courseMetadata({ params, signal }, ports) {
    const courseId = param(params, 'slug');
    // The modes price the course, else the courseware API's printed price, else it shows no price
    // (coursePagePrice.ts). The courseware API names its prerequisites: without it (before Ulmo, or
    // failing) the course lists none.
    const [detail, modes, courseware] = await Promise.all([
      stockCall(ports, 'courseMetadata', openedxEndpoints.courseDetail, {
        params: { course_id: courseId },
        signal,
      }),
      courseModes(ports, 'courseMetadata', courseId, signal).catch(() => null),
      coursewareOf(ports, 'courseMetadata', courseId).catch(() => null),
    ]);
    return courseOfDetail(
      detail,
      ports.settings.lmsBaseUrl,
      coursePagePrice(courseId, modes, courseware?.course_price),
      prerequisiteRefs(courseware?.pre_requisite_courses ?? []),
    );
  },
  async paidCourse({ params, signal }, ports) {
    const modes = await courseModes(ports, 'paidCourse', param(params, 'course_id'), signal);
    const purchase = purchaseOfModes(modes, new Date());
    // As the admin-console answers a course it does not sell now.
    if (!purchase) throw new HttpError('paidCourse', 404);
    return purchase;
  },
  // A stock LMS sells a track on its own page: the learner goes there, no transaction is made here.
  createTransaction({ body }, ports) {
    const { course_id: courseId } = body as z.input<typeof TransactionRequest>;
    return Promise.resolve({ paymentURL: trackChoiceUrl(ports.settings.lmsBaseUrl, courseId) });
  },
  async enrollmentStatus({ params, signal }, ports) {
    // The stock path names the learner too.
    const user = await ports.currentUser();
    if (!user) throw new UnauthenticatedError('enrollmentStatus');
    const status = await stockCall(ports, 'enrollmentStatus', openedxEndpoints.enrollment, {
      params: { username: user.username, course_id: param(params, 'course_id') },
      signal,
    });
    return statusOfStock(status);
  },
  async enroll({ body, signal }, ports) {
    const request = body as z.input<typeof EnrollRequest>;
    const enrollment = await stockCall(ports, 'enroll', openedxEndpoints.createEnrollment, {
      body: { course_details: request.course_details, ...(request.mode && { mode: request.mode }) },
      signal,
    });
    forgetOutline(ports, request.course_details.course_id);
    return answerOfStock(enrollment);
  },
};
