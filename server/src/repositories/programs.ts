/** Programs: ordered courses, partners, and per-program aggregates for search hits. */
import { jsonList, type Db } from '../db/open.ts';
import { INSTRUCTOR_COLUMNS, ORG_COLUMNS, type InstructorRow, type OrgRow } from './rows.ts';

export interface ProgramRow {
  id: number;
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  weeks: number | null;
  price: number | null;
  currency: string | null;
  created_at: string;
}
/** A program summarised over its courses, with its first partner (search hits show it as a course card). */
export interface ProgramAggregateRow extends ProgramRow, OrgRow {
  course_start: string;
  course_end: string | null;
  total_enrollments: number;
  language: string;
  self_paced: number;
  sections_count: number;
  units_count: number;
  courses_count: number;
}

const IDS = 'IN (SELECT value FROM json_each(?))';
const PROGRAM_COLUMNS =
  'p.id, p.slug, p.title, p.subtitle, p.description, p.weeks, p.price, p.currency, p.created_at';

export function createProgramsRepository(db: Db) {
  const bySlug = db.prepare<[string], ProgramRow>(
    `SELECT ${PROGRAM_COLUMNS} FROM programs p WHERE p.slug = ?`,
  );
  const courseIds = db.prepare<[number], { course_id: number }>(
    'SELECT course_id FROM program_courses WHERE program_id = ? ORDER BY position',
  );
  const partners = db.prepare<[number], OrgRow>(
    `SELECT ${ORG_COLUMNS} FROM program_partners pp JOIN organizations o ON o.id = pp.org_id
     WHERE pp.program_id = ? ORDER BY pp.position`,
  );
  const ofOrg = db.prepare<[number], { slug: string; title: string; courses_count: number }>(
    `SELECT p.slug, p.title, (SELECT count(*) FROM program_courses pc WHERE pc.program_id = p.id) AS courses_count
     FROM program_partners pp JOIN programs p ON p.id = pp.program_id WHERE pp.org_id = ? ORDER BY p.title`,
  );
  const aggregates = db.prepare<[string], ProgramAggregateRow>(
    `SELECT ${PROGRAM_COLUMNS}, ${ORG_COLUMNS},
       min(c.course_start) AS course_start,
       CASE WHEN count(c.course_end) = count(*) THEN max(c.course_end) END AS course_end,
       sum(c.total_enrollments) AS total_enrollments,
       min(c.language) AS language,
       min(c.self_paced) AS self_paced,
       sum(c.sections_count) AS sections_count,
       sum(c.units_count) AS units_count,
       count(*) AS courses_count
     FROM programs p
     JOIN program_partners pp ON pp.program_id = p.id AND pp.position = 0
     JOIN organizations o ON o.id = pp.org_id
     JOIN program_courses pc ON pc.program_id = p.id
     JOIN courses c ON c.id = pc.course_id
     WHERE p.id ${IDS} GROUP BY p.id`,
  );
  const instructors = db.prepare<[string], InstructorRow & { program_id: number }>(
    `SELECT DISTINCT pc.program_id, ${INSTRUCTOR_COLUMNS} FROM program_courses pc
     JOIN course_instructors ci ON ci.course_id = pc.course_id JOIN instructors i ON i.id = ci.instructor_id
     WHERE pc.program_id ${IDS} ORDER BY pc.program_id, i.name`,
  );
  const subjectId = db
    .prepare<[string], number>(
      `SELECT cs.subject_id FROM programs p JOIN program_courses pc ON pc.program_id = p.id
       JOIN course_subjects cs ON cs.course_id = pc.course_id
       WHERE p.slug = ? ORDER BY pc.position, cs.subject_id LIMIT 1`,
    )
    .pluck();

  return {
    bySlug: (slug: string) => bySlug.get(slug) ?? null,
    /** Its first course's first subject, whose colour its generated cover takes. */
    subjectIdOf: (slug: string) => subjectId.get(slug) ?? null,
    courseIds: (programId: number) => courseIds.all(programId).map((r) => r.course_id),
    partners: (programId: number) => partners.all(programId),
    ofOrg: (orgId: number) => ofOrg.all(orgId),
    aggregates: (ids: readonly number[]) => (ids.length ? aggregates.all(jsonList(ids)) : []),
    instructorsOf: (ids: readonly number[]) => (ids.length ? instructors.all(jsonList(ids)) : []),
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
