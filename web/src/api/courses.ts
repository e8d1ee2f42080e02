/**
 * The course page's reads (docs/contract.md, B11–B15) beyond its metadata (courseMetadata.ts):
 * instructors, table of contents, whether a paid course can be bought now, and similar courses
 * (discovery search by the course's name).
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { DiscoveryHit } from '@atrium/contract';
import type { ApiClient } from './client.ts';
import { callWhen } from './callFor.ts';
import { HttpError } from './errors.ts';
import { courseKeys } from './courseMetadata.ts';

export function courseInstructorsQuery(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: courseKeys.instructors(slug),
    queryFn: callWhen(client, 'courseInstructors', slug === '' ? null : { params: { slug } }),
  });
}

/** Fetched only once the course id is known. */
export function courseTocQuery(client: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: courseKeys.toc(courseId),
    queryFn: callWhen(client, 'courseToc', courseId === '' ? null : { params: { course_id: courseId } }),
  });
}

/**
 * The offer of a paid course, or null when there is none to buy: the endpoint answers 404 for a free
 * course and while purchases are unavailable. Asked only for paid courses (`needed`).
 */
export function paidCourseQuery(client: ApiClient, courseId: string, needed: boolean) {
  return queryOptions({
    queryKey: courseKeys.paid(courseId),
    queryFn:
      courseId === '' || !needed
        ? skipToken
        : async ({ signal }) => {
            try {
              return await client.call('paidCourse', { params: { course_id: courseId }, signal });
            } catch (error) {
              if (error instanceof HttpError && error.status === 404) return null;
              throw error;
            }
          },
  });
}

export interface SimilarTo {
  slug: string;
  courseId: string;
  name: string;
}

const sameTitle = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Courses only, never the course itself (by slug or by course id), nor another run of it (a course of
 * the same title is the same course, not a similar one).
 */
export function excludeCourse(hits: readonly DiscoveryHit[], self: SimilarTo): DiscoveryHit[] {
  return hits.filter((hit) => {
    const course = hit.data.course_metadata;
    if (hit.isProgram || course.course_slug === self.slug) return false;
    if (self.name.trim() !== '' && sameTitle(hit.data.content.display_name, self.name)) return false;
    return (
      self.courseId === '' ||
      (course.paid_course?.course_id !== self.courseId && hit.data.id !== self.courseId)
    );
  });
}

/** Discovery search with `{ search_string: course name }` (B14), without this course. */
export function similarCoursesQuery(client: ApiClient, self: SimilarTo) {
  const name = self.name.trim();
  return queryOptions({
    queryKey: courseKeys.similar(name),
    queryFn: callWhen(client, 'discoverySearch', name === '' ? null : { body: { search_string: name } }),
    select: (answer) => excludeCourse(answer.results, self),
  });
}
