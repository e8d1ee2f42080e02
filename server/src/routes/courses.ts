/** Course page data: metadata, instructors, outline, paid-course availability; popular lists; languages. */
import { cachedCourseAnswer } from '../catalogue/courseAnswers.ts';
import { loadCourseSummaries } from '../catalogue/courseSummaries.ts';
import { languageName } from '../catalogue/languageNames.ts';
import { shapeCourseSummary, shapeInstructorWithStats } from '../catalogue/shape.ts';
import { buildToc } from '../catalogue/toc.ts';
import { learningHomeUrl } from '../catalogue/urls.ts';
import type { AppContext } from '../http/context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';

const POPULAR_LIMIT = 8;

export function courseBySlug(ctx: AppContext, slug: string | undefined) {
  const row = ctx.repos.courses.bySlug(slug ?? '');
  if (!row) throw notFound('This course');
  return row;
}

export function courseByKey(ctx: AppContext, key: string | undefined) {
  const row = ctx.repos.courses.byKey(key ?? '');
  if (!row) throw notFound('This course');
  return row;
}

export const courseHandlers: HandlerGroup<
  | 'courseMetadata'
  | 'courseInstructors'
  | 'courseToc'
  | 'paidCourse'
  | 'popularCourses'
  | 'languagesWithCourses'
> = {
  // Cached (catalogue writes empty the cache); an unknown slug throws its 404 before anything is kept.
  courseMetadata: ({ ctx, params, origin }) =>
    cachedCourseAnswer(ctx.repos, params.slug ?? '', origin, () => {
      const { courses } = ctx.repos;
      const row = courseBySlug(ctx, params.slug);
      const instructors = courses.instructorsOf([row.id]);
      const prerequisites = courses.prerequisitesOf([row.id]);
      return {
        ...shapeCourseSummary(row, instructors, prerequisites, origin),
        course_id: row.course_key,
        what_you_will_learn: courses.texts(row.id, 'learn'),
        requirements: courses.texts(row.id, 'requirement'),
        transcript_langs: courses.transcripts(row.id),
      };
    }),

  courseInstructors: ({ ctx, params, origin }) => {
    const row = courseBySlug(ctx, params.slug);
    return ctx.repos.instructors.ofCourse(row.id).map((i) => shapeInstructorWithStats(i, origin));
  },

  courseToc: ({ ctx, params, origin }) => {
    const row = courseByKey(ctx, params.course_id);
    return {
      toc: buildToc(row.display_name, learningHomeUrl(origin, row.course_key), ctx.repos.courses.toc(row.id)),
    };
  },

  // Present only while the course can be bought: the web app reads a 404 as "purchases unavailable".
  paidCourse: ({ ctx, params }) => {
    const row = courseByKey(ctx, params.course_id);
    if (row.price <= 0 || row.purchasable !== 1) throw notFound('A purchasable offer for this course');
    return {
      course_id: row.course_key,
      price: row.price,
      currency: row.currency,
      has_trial: row.has_trial === 1,
    };
  },

  popularCourses: ({ ctx, query, origin }) => {
    const { courses, partners, instructors } = ctx.repos;
    let ids: number[];
    if (query.target === 'partner') {
      if (!query.partner_shortname)
        throw badRequest('invalid_query', 'partner_shortname: required when target=partner');
      const partner = partners.byShortName(query.partner_shortname);
      ids = partner ? courses.popularIdsOfOrg(partner.org_id, POPULAR_LIMIT) : [];
    } else {
      if (!query.instructor_slug)
        throw badRequest('invalid_query', 'instructor_slug: required when target=instructor');
      const instructor = instructors.bySlug(query.instructor_slug);
      ids = instructor ? courses.popularIdsOfInstructor(instructor.id, POPULAR_LIMIT) : [];
    }
    return loadCourseSummaries(courses, ids, origin);
  },

  languagesWithCourses: ({ ctx }) =>
    ctx.repos.courses
      .languages()
      .map((l) => ({ code: l.code, name: languageName(l.code), course_count: l.course_count })),
};
