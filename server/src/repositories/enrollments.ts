/**
 * Enrollments. Enrolling and leaving also keep the course's `total_enrollments` and its search
 * popularity in step, in one transaction, so lists and sorts never need to count.
 */
import type { Db } from '../db/open.ts';
import { limitSql, offsetOf, type Paging } from './paging.ts';
import { containsPattern } from './like.ts';

export type Progress = 'in-progress' | 'completed';

export interface EnrollmentRow {
  is_active: number;
  mode: string;
  created_at: string;
  visited_at: string | null;
  complete_count: number;
  incomplete_count: number;
  certificate_uuid: string | null;
}
export interface EnrolledCourseRow {
  course_id: number;
  course_key: string;
  slug: string;
  display_name: string;
  course_start: string;
  course_end: string | null;
  org_name: string;
  org_short_name: string;
  complete_count: number;
  incomplete_count: number;
}
export interface CertificateRow {
  uuid: string;
  username: string;
  user_name: string;
  course_name: string;
  slug: string;
  org_name: string;
  issued_at: string;
}

const COMPLETED = '(e.complete_count > 0 AND e.incomplete_count = 0)';
const LIST_WHERE = `WHERE e.user_id = :user AND e.is_active = 1
  AND (:progress IS NULL OR (:progress = 'completed') = ${COMPLETED})
  AND (:search IS NULL OR c.display_name LIKE :search ESCAPE '\\' OR o.name LIKE :search ESCAPE '\\'
       OR o.short_name LIKE :search ESCAPE '\\')`;
const LIST_FROM =
  'FROM enrollments e JOIN courses c ON c.id = e.course_id JOIN organizations o ON o.id = c.org_id';

export function createEnrollmentsRepository(db: Db) {
  type ListParams = { user: number; progress: Progress | null; search: string | null };
  const find = db.prepare<[number, number], EnrollmentRow>(
    `SELECT is_active, mode, created_at, visited_at, complete_count, incomplete_count, certificate_uuid
     FROM enrollments WHERE user_id = ? AND course_id = ?`,
  );
  const upsertActive = db.prepare<[number, number, string, string, number]>(
    `INSERT INTO enrollments (user_id, course_id, is_active, mode, created_at, incomplete_count) VALUES (?, ?, 1, ?, ?, ?)
     ON CONFLICT (user_id, course_id) DO UPDATE SET is_active = 1, mode = excluded.mode, created_at = excluded.created_at`,
  );
  const deactivate = db.prepare<[number, number]>(
    'UPDATE enrollments SET is_active = 0 WHERE user_id = ? AND course_id = ?',
  );
  const bump = db.prepare<[number, number]>(
    'UPDATE courses SET total_enrollments = max(0, total_enrollments + ?) WHERE id = ?',
  );
  const syncPopularity = db.prepare<[{ id: number }]>(
    `UPDATE search_items SET popularity = (SELECT total_enrollments FROM courses WHERE id = :id)
     WHERE kind = 'course' AND ref_id = :id`,
  );
  const visit = db.prepare<[string, number, number]>(
    'UPDATE enrollments SET visited_at = ? WHERE user_id = ? AND course_id = ?',
  );
  const list = db.prepare<[ListParams & { limit: number; offset: number }], EnrolledCourseRow>(
    `SELECT c.id AS course_id, c.course_key, c.slug, c.display_name, c.course_start, c.course_end,
       o.name AS org_name, o.short_name AS org_short_name, e.complete_count, e.incomplete_count
     ${LIST_FROM} ${LIST_WHERE} ORDER BY e.created_at DESC, c.id DESC ${limitSql(':limit')} OFFSET :offset`,
  );
  const count = db.prepare<[ListParams], { n: number }>(`SELECT count(*) AS n ${LIST_FROM} ${LIST_WHERE}`);
  const unmet = db.prepare<[{ course: number; user: number }], { n: number }>(
    `SELECT count(*) AS n FROM course_prerequisites cp
     WHERE cp.course_id = :course AND NOT EXISTS (
       SELECT 1 FROM enrollments e WHERE e.user_id = :user AND e.course_id = cp.prerequisite_id AND ${COMPLETED})`,
  );
  const certificate = db.prepare<[string], CertificateRow>(
    `SELECT e.certificate_uuid AS uuid, u.username, u.name AS user_name, c.display_name AS course_name, c.slug,
       o.name AS org_name, coalesce(c.course_end, e.created_at) AS issued_at
     FROM enrollments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
     JOIN organizations o ON o.id = c.org_id WHERE e.certificate_uuid = ?`,
  );

  const setActive = db.transaction(
    (userId: number, courseId: number, mode: string, now: string, units: number) => {
      const before = find.get(userId, courseId);
      if (before?.is_active === 1) return;
      upsertActive.run(userId, courseId, mode, now, units);
      bump.run(1, courseId);
      syncPopularity.run({ id: courseId });
    },
  );
  const setInactive = db.transaction((userId: number, courseId: number) => {
    if (find.get(userId, courseId)?.is_active !== 1) return false;
    deactivate.run(userId, courseId);
    bump.run(-1, courseId);
    syncPopularity.run({ id: courseId });
    return true;
  });

  return {
    find: (userId: number, courseId: number) => find.get(userId, courseId) ?? null,
    /** Enrolls (or re-activates); a new enrollment starts with every unit incomplete. */
    enroll: (userId: number, courseId: number, mode: string, now: Date, units: number) =>
      setActive(userId, courseId, mode, now.toISOString(), units),
    /** False when there was no active enrollment to end. */
    unenroll: (userId: number, courseId: number): boolean => setInactive(userId, courseId),
    markVisited: (userId: number, courseId: number, now: Date) =>
      void visit.run(now.toISOString(), userId, courseId),
    page(userId: number, progress: Progress | null, search: string | undefined, paging: Paging) {
      const params = { user: userId, progress, search: containsPattern(search) };
      return {
        count: count.get(params)?.n ?? 0,
        rows: list.all({ ...params, limit: paging.pageSize, offset: offsetOf(paging) }),
      };
    },
    unmetPrerequisites: (userId: number, courseId: number) =>
      unmet.get({ course: courseId, user: userId })?.n ?? 0,
    certificate: (uuid: string) => certificate.get(uuid) ?? null,
  };
}
export type EnrollmentsRepository = ReturnType<typeof createEnrollmentsRepository>;
