/** Course cards for a list of ids: three queries whatever the page size (no N+1). */
import type { CourseSummary } from '@atrium/contract';
import type { CoursesRepository } from '../repositories/courses.ts';
import { groupByCourse, shapeCourseSummary } from './shape.ts';

export function loadCourseSummaries(courses: CoursesRepository, ids: readonly number[], origin: string): CourseSummary[] {
  const rows = courses.rowsInOrder(ids);
  const instructors = groupByCourse(courses.instructorsOf(ids));
  const prerequisites = groupByCourse(courses.prerequisitesOf(ids));
  return rows.map((row) =>
    shapeCourseSummary(row, instructors.get(row.id) ?? [], prerequisites.get(row.id) ?? [], origin),
  );
}
