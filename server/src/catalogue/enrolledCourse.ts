/** An enrollment row → the dashboard's enrolled-course shape. */
import type { EnrolledCourse } from '@atrium/contract';
import type { EnrolledCourseRow } from '../repositories/enrollments.ts';
import { courseCoverPath } from './images.ts';

export function shapeEnrolledCourse(
  row: EnrolledCourseRow,
  prerequisites: readonly { slug: string; display_name: string }[],
): EnrolledCourse {
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
    pre_req_courses: prerequisites.map((p) => ({ course_slug: p.slug, display_name: p.display_name })),
  };
}
