/**
 * Searching my courses in the browser, for a platform without the `enrollment-search` extension
 * (which would ignore the list's `search` parameter and answer the whole list): the same fields the
 * extension searches (course name, partner), matched without regard to case or accents, then cut
 * into the list's pages.
 */
import type { EnrolledCourse, EnrollmentListPage } from '@atrium/contract';
import { ENROLLMENT_PAGE_SIZE } from '../../api/enrollments.ts';

/** Lower case without accents: "Économie" is found by "econ". */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();

export function matchesSearch(course: EnrolledCourse, search: string): boolean {
  const wanted = folded(search.trim());
  if (wanted === '') return true;
  const { course_name: name, org_display_name: partner } = course.course_details;
  return folded(name).includes(wanted) || folded(partner).includes(wanted);
}

/** One page (1-based) of the matching courses, in the list's shape. */
export function searchedPage(
  courses: readonly EnrolledCourse[],
  search: string,
  page: number,
  pageSize = ENROLLMENT_PAGE_SIZE,
): EnrollmentListPage {
  const matches = courses.filter((course) => matchesSearch(course, search));
  const start = (page - 1) * pageSize;
  return {
    count: matches.length,
    next: null,
    previous: null,
    results: matches.slice(start, start + pageSize),
  };
}
