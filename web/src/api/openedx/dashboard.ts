/**
 * The dashboard on a stock LMS: the enrollment list made of the learner home (one call that sends every
 * enrollment: dashboardList.ts filters, orders and pages it), each card of the page with its progress
 * (progress API) or, while a prerequisite is unmet, the prerequisites it names (courseware API:
 * dashboardCardFacts.ts), and leaving a course through the LMS's own `change_enrollment` form
 * (dashboardUnenroll.ts). The resume link and certificate come from the course outline, which both
 * platforms answer alike.
 */
import {
  openedxEndpoints,
  type CompletionSummary,
  type EnrolledCourse,
  type LearnerHomeCard,
  type LearnerHomeInit,
} from '@atrium/contract';
import { coursewareOf } from './courseware.ts';
import { factsNeeded, withPrerequisites, withProgress } from './dashboardCardFacts.ts';
import { enrollmentListFromLearnerHome } from './dashboardList.ts';
import { unenrollChangeFromStock, unenrollForm } from './dashboardUnenroll.ts';
import { askOptional } from './optionalSource.ts';
import { forgetOutline } from './outline.ts';
import type { AdapterTable, OpenedxPorts } from './ports.ts';
import { stockCall } from './stockCall.ts';

/**
 * The learner home, one request for every list asked at once: a dashboard asks for its counts and its
 * page together, and the LMS builds the whole learner home for each. Shared only while in flight, so a
 * list asked after a change (an unenroll) is read afresh; not cancelled by one caller's signal.
 */
const inFlight = new WeakMap<OpenedxPorts['settings'], Promise<LearnerHomeInit>>();

export function learnerHome(ports: OpenedxPorts): Promise<LearnerHomeInit> {
  const shared = inFlight.get(ports.settings);
  if (shared) return shared;
  const request = stockCall(ports, 'enrollmentList', openedxEndpoints.learnerHome, {}).finally(() =>
    inFlight.delete(ports.settings),
  );
  inFlight.set(ports.settings, request);
  return request;
}

const progressInFlight = new WeakMap<
  OpenedxPorts['settings'],
  Map<string, Promise<CompletionSummary | null>>
>();

/**
 * The course's completion summary, or null where the platform or this course gives none. Shared while
 * in flight: the overview's lists, asked together, hold some courses twice.
 */
function progressOf(ports: OpenedxPorts, courseId: string): Promise<CompletionSummary | null> {
  const asked = progressInFlight.get(ports.settings) ?? new Map<string, Promise<CompletionSummary | null>>();
  progressInFlight.set(ports.settings, asked);
  const shared = asked.get(courseId);
  if (shared) return shared;
  const answer = askProgress(ports, courseId).finally(() => asked.delete(courseId));
  asked.set(courseId, answer);
  return answer;
}

function askProgress(ports: OpenedxPorts, courseId: string): Promise<CompletionSummary | null> {
  // Only a 404 says the platform has no progress tab (its waffle flag off); a 403 refuses one course
  // (not started yet).
  return askOptional(
    ports,
    'progress',
    () => stockCall(ports, 'enrollmentList', openedxEndpoints.progress, { params: { course_id: courseId } }),
    [404],
  ).then(
    (tab) => tab?.completion_summary ?? null,
    // Refused for this course alone (403 not started, 401 "User not enrolled." after a race with an
    // unenroll, a 500):
    // the card shows no figure rather than fail the list.
    () => null,
  );
}

/** One listed course with what its card needs beyond the learner home (dashboardCardFacts.ts). */
async function withFacts(
  course: EnrolledCourse,
  card: LearnerHomeCard | undefined,
  ports: OpenedxPorts,
): Promise<EnrolledCourse> {
  if (!card) return course;
  const needed = factsNeeded(card);
  const courseId = course.course_details.course_id;
  if (needed.prerequisites) {
    const courseware = await coursewareOf(ports, 'enrollmentList', courseId).catch(() => null);
    return withPrerequisites(course, courseware?.pre_requisite_courses ?? []);
  }
  const summary = needed.progress ? await progressOf(ports, courseId) : null;
  return summary ? withProgress(course, summary) : course;
}

export const dashboardAdapters: AdapterTable = {
  async enrollmentList({ query }, ports) {
    const init = await learnerHome(ports);
    const page = enrollmentListFromLearnerHome(init, query ?? {});
    const cards = new Map(init.courses.map((card) => [card.courseRun?.courseId, card]));
    // Only the page's cards are asked for, all at once.
    const results = await Promise.all(
      page.results.map((course) => withFacts(course, cards.get(course.course_details.course_id), ports)),
    );
    return { ...page, results };
  },
  async unenroll({ body, signal }, ports) {
    const form = unenrollForm((body as { course_id: string }).course_id);
    await stockCall(ports, 'unenroll', openedxEndpoints.changeEnrollment, { body: form, signal });
    forgetOutline(ports, form.course_id);
    return unenrollChangeFromStock(form);
  },
};
