/**
 * A course's facts from the courseware API (`GET /api/courseware/course/{course_id}`, Ulmo on,
 * visitors too): asked once a visit per course, and shared by the course page, its prerequisite status
 * and the dashboard's prerequisite warnings. Only the fields Atrium reads are requested
 * (`requested_fields`: the whole answer is heavy). A platform without it answers 404 (an older
 * release): then no course asks it again this visit (optionalSource.ts).
 */
import { openedxEndpoints, type CoursewareCourse, type EndpointName } from '@atrium/contract';
import { askOptional } from './optionalSource.ts';
import type { OpenedxPorts } from './ports.ts';
import { stockCall } from './stockCall.ts';

const SOURCE = 'courseware';

/**
 * What Atrium reads of it: prerequisites and the price the LMS prints, and `id`, which the answer
 * must carry (the serializer drops every field not asked for, `id` too).
 */
export const COURSEWARE_FIELDS = 'id,pre_requisite_courses,course_price';

const asked = new WeakMap<OpenedxPorts['settings'], Map<string, Promise<CoursewareCourse | null>>>();

/**
 * The course's courseware facts, or null where the platform has no courseware API. A failure other
 * than its absence is thrown, and forgotten, so a later call asks again.
 */
export function coursewareOf(
  ports: OpenedxPorts,
  name: EndpointName,
  courseId: string,
): Promise<CoursewareCourse | null> {
  const known = asked.get(ports.settings) ?? new Map<string, Promise<CoursewareCourse | null>>();
  asked.set(ports.settings, known);
  const shared = known.get(courseId);
  if (shared) return shared;
  // Not cancelled by one caller's signal: others share it.
  const answer = askOptional(ports, SOURCE, () =>
    stockCall(ports, name, openedxEndpoints.coursewareCourse, {
      params: { course_id: courseId },
      query: { requested_fields: COURSEWARE_FIELDS },
    }),
  );
  known.set(courseId, answer);
  answer.catch(() => known.delete(courseId));
  return answer;
}
