/**
 * The dashboard on a stock LMS: the enrollment list made of the learner home (one call that sends every
 * enrollment: dashboardList.ts filters, orders and pages it), and leaving a course through the LMS's
 * own `change_enrollment` form (dashboardUnenroll.ts). The resume link and certificate come from the
 * course outline, which both platforms answer alike.
 */
import { openedxEndpoints, type LearnerHomeInit } from '@atrium/contract';
import { enrollmentListFromLearnerHome } from './dashboardList.ts';
import { unenrollChangeFromStock, unenrollForm } from './dashboardUnenroll.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { stockCall } from './stockCall.ts';

/**
 * The learner home, one request for every list asked at once: a dashboard asks for its counts and its
 * page together, and the LMS builds the whole learner home for each. Shared only while in flight, so a
 * list asked after a change (an unenroll) is read afresh; not cancelled by one caller's signal.
 */
const inFlight = new WeakMap<OpenedxPorts['settings'], Promise<LearnerHomeInit>>();

function learnerHome(ports: OpenedxPorts): Promise<LearnerHomeInit> {
  const shared = inFlight.get(ports.settings);
  if (shared) return shared;
  const request = stockCall(ports, 'enrollmentList', openedxEndpoints.learnerHome, {}).finally(() =>
    inFlight.delete(ports.settings),
  );
  inFlight.set(ports.settings, request);
  return request;
}

export const dashboardAdapters: AdapterTable = {
  async enrollmentList({ query }, ports) {
    return enrollmentListFromLearnerHome(await learnerHome(ports), query ?? {});
  },
  async unenroll({ body, signal }, ports) {
    const form = unenrollForm((body as { course_id: string }).course_id);
    await stockCall(ports, 'unenroll', openedxEndpoints.changeEnrollment, { body: form, signal });
    return unenrollChangeFromStock(form);
  },
};
