/**
 * The dashboard on a stock LMS: the enrollment list made of the learner home (one call that sends every
 * enrollment: dashboardList.ts filters, orders and pages it), and leaving a course through the LMS's
 * own `change_enrollment` form (dashboardUnenroll.ts). The resume link and certificate come from the
 * course outline, which both platforms answer alike.
 */
import { openedxEndpoints } from '@atrium/contract';
import { enrollmentListFromLearnerHome } from './dashboardList.ts';
import { unenrollChangeFromStock, unenrollForm } from './dashboardUnenroll.ts';
import type { AdapterTable } from './ports.ts';
import { stockCall } from './stockCall.ts';

export const dashboardAdapters: AdapterTable = {
  async enrollmentList({ query, signal }, ports) {
    const init = await stockCall(ports, 'enrollmentList', openedxEndpoints.learnerHome, { signal });
    return enrollmentListFromLearnerHome(init, query ?? {});
  },
  async unenroll({ body, signal }, ports) {
    const form = unenrollForm((body as { course_id: string }).course_id);
    await stockCall(ports, 'unenroll', openedxEndpoints.changeEnrollment, { body: form, signal });
    return unenrollChangeFromStock(form);
  },
};
