/** Program detail (Atrium extension): partners and the ordered courses. */
import { loadCourseSummaries } from '../catalogue/courseSummaries.ts';
import { programImageUrl } from '../catalogue/images.ts';
import { shapePartner } from '../catalogue/shape.ts';
import { notFound } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';

export const programHandlers: HandlerGroup<'program'> = {
  program: ({ ctx, params, origin }) => {
    const { programs, courses } = ctx.repos;
    const row = programs.bySlug(params.slug ?? '');
    if (!row) throw notFound('This program');
    return {
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle,
      description: row.description,
      image: programImageUrl(origin, row.slug),
      partners: programs.partners(row.id).map((p) => shapePartner(p, origin)),
      courses: loadCourseSummaries(courses, programs.courseIds(row.id), origin),
      total_weeks_of_effort: row.weeks,
      price: row.price !== null && row.currency ? { price: row.price, currency: row.currency } : null,
    };
  },
};
