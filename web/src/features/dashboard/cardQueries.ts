/**
 * The calls one enrolled-course card makes for itself (docs/product-rules.md, "When data is fetched"):
 * its outline (only with a course id) and its prerequisite status (only with a slug and a non-empty
 * list). A dozen cards mount at once and their queries start in one task, after the first paint:
 * sending a call costs a slow phone several milliseconds, so each call is sent in a task of its own
 * and the dozen never make one long task. The keys are the shared ones: the course page and the
 * overview read the same answers.
 */
import type { EndpointName, EnrolledCourse } from '@atrium/contract';
import type { Answer } from '../../api/answer.ts';
import type { ApiClient, CallArgs } from '../../api/client.ts';
import { courseOutlineQuery, prereqStatusQuery } from '../../api/enrollments.ts';
import { nextTask } from '../../lib/nextTask.ts';
import { needsPrereqCheck } from './rules.ts';

const inTasks = new WeakMap<ApiClient, ApiClient>();

/** The same client, each call sent in a later task than the one that asked. */
export function sendingInTasksOfTheirOwn(client: ApiClient): ApiClient {
  let later = inTasks.get(client);
  if (!later) {
    later = {
      async call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<Answer<N>> {
        await nextTask();
        return client.call(name, ...args);
      },
      currentUser: () => client.currentUser(),
      prepareUnsafeCalls: () => client.prepareUnsafeCalls(),
      auth: client.auth,
    };
    inTasks.set(client, later);
  }
  return later;
}

export function cardQueries(client: ApiClient, username: string | null, course: EnrolledCourse) {
  const asked = needsPrereqCheck(course);
  const later = sendingInTasksOfTheirOwn(client);
  return {
    outline: courseOutlineQuery(later, username, course.course_details.course_id),
    asked,
    prereq: prereqStatusQuery(later, username, course.course_metadata.slug, asked, course.prerequisites_met),
  };
}
