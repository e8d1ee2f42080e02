/** Course cards for a list of ids: three queries whatever the page size (no N+1). */
import type { CourseSummary } from '@atrium/contract';
import type { CoursesRepository } from '../repositories/courses.ts';
import { groupBy, shapeCourseSummary } from './shape.ts';

export interface CourseCard {
  id: number;
  courseKey: string;
  summary: CourseSummary;
}

/** Cards in the order of `ids`; unknown ids are left out. */
export function loadCourseCards(
  courses: CoursesRepository,
  ids: readonly number[],
  origin: string,
): CourseCard[] {
  const rows = courses.rowsInOrder(ids);
  const instructors = groupBy(courses.instructorsOf(ids), (r) => r.course_id);
  const prerequisites = groupBy(courses.prerequisitesOf(ids), (r) => r.course_id);
  return rows.map((row) => ({
    id: row.id,
    courseKey: row.course_key,
    summary: shapeCourseSummary(row, instructors.get(row.id) ?? [], prerequisites.get(row.id) ?? [], origin),
  }));
}

export const loadCourseSummaries = (courses: CoursesRepository, ids: readonly number[], origin: string) =>
  loadCourseCards(courses, ids, origin).map((card) => card.summary);
