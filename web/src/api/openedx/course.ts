/** The course page over the Course API and the Enrollment API of a stock LMS. */
import { openedxEndpoints, type EnrollRequest } from '@atrium/contract';
import type * as z from 'zod/mini';
import { UnauthenticatedError } from '../errors.ts';
import { answerOfStock, courseOfDetail, statusOfStock } from './courseShape.ts';
import type { AdapterTable } from './ports.ts';
import { stockCall } from './stockCall.ts';

const param = (params: Readonly<Record<string, string>> | undefined, name: string): string =>
  params?.[name] ?? '';

export const courseAdapters: AdapterTable = {
  async courseMetadata({ params, signal }, ports) {
    const detail = await stockCall(ports, 'courseMetadata', openedxEndpoints.courseDetail, {
      params: { course_id: param(params, 'slug') },
      signal,
    });
    return courseOfDetail(detail, ports.settings.lmsBaseUrl);
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
    return answerOfStock(enrollment);
  },
};
