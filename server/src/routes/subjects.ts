/** Popular subjects and the subject list in its five forms (all, featured, facet, with courses). */
import { loadCourseSummaries } from '../catalogue/courseSummaries.ts';
import { subjectImageUrl } from '../catalogue/images.ts';
import type { HandlerGroup } from '../http/handler.ts';
import { pagingOf } from '../http/paging.ts';
import { pageEnvelope } from '../http/urls.ts';
import type { SubjectRow } from '../repositories/subjects.ts';

const SUBJECT_PAGE_SIZE = 25;
/** Courses shown per subject row on the discover page (`with-courses=true`). */
const COURSES_PER_SUBJECT = 8;

const shapeSubject = (row: SubjectRow, origin: string) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  image: subjectImageUrl(origin, row.slug),
  courses_count: row.courses_count,
});

export const subjectHandlers: HandlerGroup<'popularSubjects' | 'subjectList'> = {
  popularSubjects: ({ ctx, origin }) => ({
    results: ctx.repos.subjects.popular(10).map((row) => shapeSubject(row, origin)),
  }),

  subjectList: ({ ctx, query, req, origin }) => {
    const paging = pagingOf(query, SUBJECT_PAGE_SIZE);
    const withCourses = query['with-courses'] === true;
    const { count, rows } = ctx.repos.subjects.page(
      { featured: query.featured === true, withCourses, title: query.title },
      paging,
    );
    const results = rows.map((row) => ({
      ...shapeSubject(row, origin),
      // Atrium extension for the discover page's subject rows (not in the contract's Subject schema yet).
      ...(withCourses && {
        some_of_its_courses: loadCourseSummaries(
          ctx.repos.courses,
          ctx.repos.courses.popularIdsOfSubject(row.id, COURSES_PER_SUBJECT),
          origin,
        ),
      }),
    }));
    // `course_counter`: every course in the catalogue, which the header's subject menu shows.
    return { ...pageEnvelope(req, paging, count, results), course_counter: ctx.repos.courses.count() };
  },
};
