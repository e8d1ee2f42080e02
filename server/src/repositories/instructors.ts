/** Instructors: detail with counts and the searchable facet list. */
import type { Db } from '../db/open.ts';
import { limitSql, offsetOf, type Paging } from './paging.ts';
import { containsPattern } from './like.ts';
import { INSTRUCTOR_COLUMNS, INSTRUCTOR_STATS, type InstructorRow, type InstructorStats } from './rows.ts';

const NAME_FILTER = `WHERE (:q IS NULL OR i.name LIKE :q ESCAPE '\\')`;

export function createInstructorsRepository(db: Db) {
  const bySlug = db.prepare<[string], InstructorRow & InstructorStats>(
    `SELECT ${INSTRUCTOR_COLUMNS}, ${INSTRUCTOR_STATS} FROM instructors i WHERE i.slug = ?`,
  );
  const nameBySlug = db.prepare<[string], { name: string }>(`SELECT name FROM instructors WHERE slug = ?`);
  const byCourse = db.prepare<[number], InstructorRow & InstructorStats>(
    `SELECT ${INSTRUCTOR_COLUMNS}, ${INSTRUCTOR_STATS} FROM course_instructors ci JOIN instructors i ON i.id = ci.instructor_id
     WHERE ci.course_id = ? ORDER BY ci.position`,
  );
  const page = db.prepare<
    [{ q: string | null; limit: number; offset: number }],
    { name: string; slug: string; courses_count: number }
  >(
    `SELECT i.name, i.slug, (SELECT count(*) FROM course_instructors x WHERE x.instructor_id = i.id) AS courses_count
     FROM instructors i ${NAME_FILTER} ORDER BY i.name, i.id ${limitSql(':limit')} OFFSET :offset`,
  );
  const courseKeys = db.prepare<[number], { course_key: string }>(
    `SELECT c.course_key FROM course_instructors ci JOIN courses c ON c.id = ci.course_id
     WHERE ci.instructor_id = ? ORDER BY c.id`,
  );
  const count = db.prepare<[{ q: string | null }], { n: number }>(
    `SELECT count(*) AS n FROM instructors i ${NAME_FILTER}`,
  );

  return {
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    nameOf: (slug: string) => nameBySlug.get(slug)?.name ?? null,
    ofCourse: (courseId: number) => byCourse.all(courseId),
    /** The course ids (keys) the instructor teaches, as many as their `courses_count`. */
    courseKeys: (instructorId: number) => courseKeys.all(instructorId).map((row) => row.course_key),
    page(search: string | undefined, paging: Paging) {
      const q = containsPattern(search);
      return {
        count: count.get({ q })?.n ?? 0,
        rows: page.all({ q, limit: paging.pageSize, offset: offsetOf(paging) }),
      };
    },
  };
}
export type InstructorsRepository = ReturnType<typeof createInstructorsRepository>;
