/** Subjects: the five query forms of the subject list and the popular ones. */
import type { Db } from '../db/open.ts';
import { limitSql, offsetOf, type Paging } from './paging.ts';
import { containsPattern } from './like.ts';

export interface SubjectRow {
  id: number;
  slug: string;
  title: string;
  courses_count: number;
}
export interface SubjectFilter {
  featured: boolean;
  withCourses: boolean;
  title?: string;
}

const WHERE = `WHERE (:featured = 0 OR s.featured = 1)
  AND (:withCourses = 0 OR s.courses_count > 0)
  AND (:title IS NULL OR s.title LIKE :title ESCAPE '\\')`;

export function createSubjectsRepository(db: Db) {
  type Params = { featured: number; withCourses: number; title: string | null };
  const page = db.prepare<[Params & { limit: number; offset: number }], SubjectRow>(
    `SELECT s.id, s.slug, s.title, s.courses_count FROM subjects s ${WHERE} ORDER BY s.title ${limitSql(':limit')} OFFSET :offset`,
  );
  const count = db.prepare<[Params], { n: number }>(`SELECT count(*) AS n FROM subjects s ${WHERE}`);
  const popular = db.prepare<[number], SubjectRow>(
    `SELECT id, slug, title, courses_count FROM subjects WHERE popular_rank IS NOT NULL ORDER BY popular_rank ${limitSql('?')}`,
  );
  const idBySlug = db.prepare<[string], number>('SELECT id FROM subjects WHERE slug = ?').pluck();

  return {
    idOf: (slug: string) => idBySlug.get(slug) ?? null,
    page(filter: SubjectFilter, paging: Paging) {
      const params = {
        featured: filter.featured ? 1 : 0,
        withCourses: filter.withCourses ? 1 : 0,
        title: containsPattern(filter.title),
      };
      return {
        count: count.get(params)?.n ?? 0,
        rows: page.all({ ...params, limit: paging.pageSize, offset: offsetOf(paging) }),
      };
    },
    popular: (limit: number) => popular.all(limit),
  };
}
export type SubjectsRepository = ReturnType<typeof createSubjectsRepository>;
