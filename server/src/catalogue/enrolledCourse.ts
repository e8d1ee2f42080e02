/**
 * An enrollment row → the dashboard's enrolled-course shape. Prerequisites are course slugs, and null
 * without any: the earlier client builds `/course/{item}` from each item and takes any list, even an
 * empty one, for a pending prerequisite.
 */
import type { EnrolledCourse } from '@atrium/contract';
import type * as z from 'zod/mini';
import type { EnrolledCourseRow } from '../repositories/enrollments.ts';
import { courseCoverPath } from './images.ts';

export function shapeEnrolledCourse(
  row: EnrolledCourseRow,
  prerequisites: readonly { slug: string }[],
): z.input<typeof EnrolledCourse> {
  return {
    course_details: {
      course_id: row.course_key,
      course_name: row.display_name,
      org_display_name: row.org_name,
      course_image_url: courseCoverPath(row.slug),
      course_start: row.course_start,
      course_end: row.course_end,
    },
    course_metadata: { slug: row.slug },
    organization: { short_name: row.org_short_name },
    progress: { complete_count: row.complete_count, incomplete_count: row.incomplete_count },
    pre_req_courses: prerequisites.length > 0 ? prerequisites.map((p) => p.slug) : null,
  };
}
