/** Courses and everything hanging off them, loaded in batches by id so a page costs a fixed few queries. */
import { namedRows } from '../db/namedRows.ts';
import { jsonList, type Db } from '../db/open.ts';
import { limitSql } from './paging.ts';
import { courseColumns, INSTRUCTOR_COLUMNS, type CourseRow, type InstructorRow } from './rows.ts';

export interface CourseInstructorRow extends InstructorRow {
  course_id: number;
}
export interface PrerequisiteRow {
  course_id: number;
  slug: string;
  display_name: string;
}
export interface TocNodeRow {
  depth: number;
  name: string;
  type: string;
  position: number;
}

const IDS = 'IN (SELECT value FROM json_each(?))';

export function createCoursesRepository(db: Db) {
  // Search pages load cards by the dozen: their wide rows are named in JS (see namedRows).
  const byIds = namedRows(
    db.prepare<[string], CourseRow>(
      `SELECT ${courseColumns(false)} FROM courses c JOIN organizations o ON o.id = c.org_id WHERE c.id ${IDS}`,
    ),
  );
  const bySlug = db.prepare<[string], CourseRow>(
    `SELECT ${courseColumns(true)} FROM courses c JOIN organizations o ON o.id = c.org_id WHERE c.slug = ?`,
  );
  const byKey = db.prepare<[string], CourseRow>(
    `SELECT ${courseColumns(true)} FROM courses c JOIN organizations o ON o.id = c.org_id WHERE c.course_key = ?`,
  );
  const instructors = namedRows(
    db.prepare<[string], CourseInstructorRow>(
      `SELECT ci.course_id, ${INSTRUCTOR_COLUMNS} FROM course_instructors ci JOIN instructors i ON i.id = ci.instructor_id
     WHERE ci.course_id ${IDS} ORDER BY ci.course_id, ci.position`,
    ),
  );
  const prerequisites = db.prepare<[string], PrerequisiteRow>(
    `SELECT cp.course_id, p.slug, p.display_name FROM course_prerequisites cp JOIN courses p ON p.id = cp.prerequisite_id
     WHERE cp.course_id ${IDS} ORDER BY cp.course_id, p.id`,
  );
  const texts = db.prepare<[number, string], { text: string }>(
    'SELECT text FROM course_texts WHERE course_id = ? AND kind = ? ORDER BY position',
  );
  const transcripts = db.prepare<[number], { lang: string }>(
    'SELECT lang FROM course_transcripts WHERE course_id = ? ORDER BY lang',
  );
  const toc = db.prepare<[number], TocNodeRow>(
    'SELECT depth, name, type, position FROM toc_nodes WHERE course_id = ? ORDER BY position',
  );
  const popularOfOrg = db.prepare<[number, number], { id: number }>(
    `SELECT id FROM courses WHERE org_id = ? ORDER BY total_enrollments DESC, id ${limitSql('?')}`,
  );
  const popularOfInstructor = db.prepare<[number, number], { id: number }>(
    `SELECT c.id FROM course_instructors ci JOIN courses c ON c.id = ci.course_id
     WHERE ci.instructor_id = ? ORDER BY c.total_enrollments DESC, c.id ${limitSql('?')}`,
  );
  const ofSubject = db.prepare<[number, number], { id: number }>(
    `SELECT c.id FROM course_subjects cs JOIN courses c ON c.id = cs.course_id
     WHERE cs.subject_id = ? ORDER BY c.total_enrollments DESC, c.id ${limitSql('?')}`,
  );
  const subjectId = db
    .prepare<[string], number>(
      `SELECT cs.subject_id FROM courses c JOIN course_subjects cs ON cs.course_id = c.id
       WHERE c.slug = ? ORDER BY cs.subject_id LIMIT 1`,
    )
    .pluck();
  // The title index finds the candidates (a phrase query); the exact name then picks the course.
  const subjectsOfNamed = db
    .prepare<[{ phrase: string; name: string }], string>(
      `SELECT DISTINCT s.title FROM search_fts f JOIN search_items i ON i.id = f.rowid AND i.kind = 'course'
       JOIN course_subjects cs ON cs.course_id = i.ref_id JOIN subjects s ON s.id = cs.subject_id
       WHERE search_fts MATCH :phrase AND f.title = :name`,
    )
    .pluck();
  const total = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM courses');
  const languages = db.prepare<[], { code: string; course_count: number }>(
    'SELECT language AS code, count(*) AS course_count FROM courses GROUP BY language ORDER BY course_count DESC, code',
  );

  /** Rows in the order of `ids` (SQL `IN` does not keep it). */
  function rowsInOrder(ids: readonly number[]): CourseRow[] {
    if (ids.length === 0) return [];
    const found = new Map(byIds(jsonList(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  return {
    rowsInOrder,
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    byKey: (key: string) => byKey.get(key) ?? null,
    instructorsOf: (ids: readonly number[]) => (ids.length ? instructors(jsonList(ids)) : []),
    prerequisitesOf: (ids: readonly number[]) => (ids.length ? prerequisites.all(jsonList(ids)) : []),
    texts: (courseId: number, kind: 'learn' | 'requirement') => texts.all(courseId, kind).map((r) => r.text),
    transcripts: (courseId: number) => transcripts.all(courseId).map((r) => r.lang),
    toc: (courseId: number) => toc.all(courseId),
    popularIdsOfOrg: (orgId: number, limit: number) => popularOfOrg.all(orgId, limit).map((r) => r.id),
    popularIdsOfInstructor: (instructorId: number, limit: number) =>
      popularOfInstructor.all(instructorId, limit).map((r) => r.id),
    popularIdsOfSubject: (subjectId: number, limit: number) =>
      ofSubject.all(subjectId, limit).map((r) => r.id),
    /** The course's first subject (in catalogue order), whose colour its generated cover takes. */
    subjectIdOf: (slug: string) => subjectId.get(slug) ?? null,
    /** The subjects of the courses named exactly `name`, lower-cased as facet values are. */
    subjectsOfCourseNamed(name: string): string[] {
      const phrase = `title : "${name.replace(/"/g, '""')}"`;
      return subjectsOfNamed.all({ phrase, name }).map((title) => title.toLowerCase());
    },
    count: () => total.get()?.n ?? 0,
    languages: () => languages.all(),
  };
}
export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
