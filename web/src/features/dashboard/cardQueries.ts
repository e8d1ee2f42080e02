/**
 * The calls one enrolled-course card makes for itself (docs/product-rules.md, "When data is fetched"):
 * its outline (only with a course id) and its prerequisite status (only with a slug and a non-empty
 * list). The card reads them and start-up's prefetch asks them, under the same keys.
 */
import type { EnrolledCourse } from '@atrium/contract';
import type { ApiClient } from '../../api/client.ts';
import { courseOutlineQuery, prereqStatusQuery } from '../../api/enrollments.ts';
import { needsPrereqCheck } from './rules.ts';

export function cardQueries(client: ApiClient, username: string | null, course: EnrolledCourse) {
  const asked = needsPrereqCheck(course);
  return {
    outline: courseOutlineQuery(client, username, course.course_details.course_id),
    asked,
    prereq: prereqStatusQuery(client, username, course.course_metadata.slug, asked),
  };
}
