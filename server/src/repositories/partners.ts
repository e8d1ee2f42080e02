/** Partners (organisations): popular strip, paged list with totals, detail and their instructors. */
import type { Db } from '../db/open.ts';
import { limitSql, offsetOf, type Paging } from './paging.ts';
import { containsPattern } from './like.ts';
import {
  INSTRUCTOR_COLUMNS,
  INSTRUCTOR_STATS,
  ORG_COLUMNS,
  type InstructorRow,
  type InstructorStats,
  type OrgRow,
} from './rows.ts';

export type PartnerOrdering = 'recent' | 'ascending' | 'descending';
const ORDER_BY: Record<PartnerOrdering, string> = {
  recent: 'o.created_at DESC, o.id DESC',
  ascending: 'o.name COLLATE NOCASE ASC, o.id',
  descending: 'o.name COLLATE NOCASE DESC, o.id',
};
const NAME_FILTER = `WHERE (:name IS NULL OR o.name LIKE :name ESCAPE '\\' OR o.short_name LIKE :name ESCAPE '\\')`;

export interface PartnerTotals {
  total_courses: number;
  total_learners: number;
  total_instructors: number;
  total_enrollments: number;
}

export function createPartnersRepository(db: Db) {
  const pageStatement = (ordering: PartnerOrdering) =>
    db.prepare<[{ name: string | null; limit: number; offset: number }], OrgRow>(
      `SELECT ${ORG_COLUMNS} FROM organizations o ${NAME_FILTER} ORDER BY ${ORDER_BY[ordering]} ${limitSql(':limit')} OFFSET :offset`,
    );
  const pages = {
    recent: pageStatement('recent'),
    ascending: pageStatement('ascending'),
    descending: pageStatement('descending'),
  };
  const count = db.prepare<[{ name: string | null }], { n: number }>(
    `SELECT count(*) AS n FROM organizations o ${NAME_FILTER}`,
  );
  const popular = db.prepare<[], OrgRow>(
    `SELECT ${ORG_COLUMNS} FROM organizations o WHERE o.featured = 1 ORDER BY o.popular_rank, o.id`,
  );
  const byShortName = db.prepare<[string], OrgRow & { learners_count: number }>(
    `SELECT ${ORG_COLUMNS}, o.learners_count FROM organizations o WHERE o.short_name = ?`,
  );
  const totals = db.prepare<[], PartnerTotals>(
    `SELECT (SELECT count(*) FROM courses) AS total_courses,
            (SELECT coalesce(sum(learners_count), 0) FROM organizations) AS total_learners,
            (SELECT count(*) FROM instructors) AS total_instructors,
            (SELECT coalesce(sum(total_enrollments), 0) FROM courses) AS total_enrollments`,
  );
  const instructorIds = `SELECT DISTINCT ci.instructor_id FROM courses c JOIN course_instructors ci ON ci.course_id = c.id WHERE c.org_id = ?`;
  const instructorCount = db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM (${instructorIds})`);
  const instructorPage = db.prepare<[number, number, number], InstructorRow & InstructorStats>(
    `SELECT ${INSTRUCTOR_COLUMNS}, ${INSTRUCTOR_STATS} FROM instructors i
     WHERE i.id IN (${instructorIds}) ORDER BY i.name, i.id ${limitSql('?')} OFFSET ?`,
  );

  return {
    page(name: string | undefined, ordering: PartnerOrdering, paging: Paging) {
      const pattern = containsPattern(name);
      return {
        count: count.get({ name: pattern })?.n ?? 0,
        rows: pages[ordering].all({ name: pattern, limit: paging.pageSize, offset: offsetOf(paging) }),
      };
    },
    popular: () => popular.all(),
    byShortName: (shortName: string) => byShortName.get(shortName) ?? null,
    totals: (): PartnerTotals =>
      totals.get() ?? { total_courses: 0, total_learners: 0, total_instructors: 0, total_enrollments: 0 },
    instructorCount: (orgId: number) => instructorCount.get(orgId)?.n ?? 0,
    instructors: (orgId: number, paging: Paging) =>
      instructorPage.all(orgId, paging.pageSize, offsetOf(paging)),
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
