/**
 * The reads only the stock endpoints need, over the same tables as the repositories: the course
 * discovery index (courses whose enrollment has not ended, with org, language and mode facets), the
 * Course API list and a learner's enrollments. Statements are assembled from fixed fragments (user
 * text is always bound) and prepared once per shape.
 */
import { jsonList, type Db } from '../db/open.ts';
import type { EnrollmentRow } from '../repositories/enrollments.ts';
import { limitSql } from '../repositories/paging.ts';
import type { StockModeSlug } from './courseFacts.ts';

/** The chosen values of each stock facet: any of them matches (empty: no filter); facets combine with AND. */
export interface DiscoveryFacetFilter {
  org: readonly string[];
  language: readonly string[];
  modes: readonly string[];
}
export type StockFacet = keyof DiscoveryFacetFilter;

export interface DiscoveryFilter extends DiscoveryFacetFilter {
  /** An FTS5 expression from `toFtsQuery`, or null for no text. */
  match: string | null;
  now: string;
}

/** Relevance (newest first without a text), or edx-search's start-date sort (oldest first, text or not). */
export type DiscoveryOrder = 'relevance' | 'start';

export interface StockEnrollmentRow extends EnrollmentRow {
  course_id: number;
  created_at: string;
}

/** A course's prerequisite: its key and its org code. */
export interface PrerequisiteKeyRow {
  course_key: string;
  org_short_name: string;
}

export interface FacetCount {
  value: string;
  n: number;
}

/** The modes of `courseModes()` (courseFacts.ts), as SQL over the course row. */
const MODE_SQL: Record<StockModeSlug, string> = {
  honor: 'c.price <= 0',
  verified: 'c.price > 0',
  audit: '(c.price > 0 AND c.has_trial = 1)',
};

const TEXT_JOIN =
  "JOIN search_items i ON i.kind = 'course' AND i.ref_id = c.id JOIN search_fts ON search_fts.rowid = i.id";
const ORG_FILTER = '(:org IS NULL OR o.short_name = :org COLLATE NOCASE)';
// Each facet's chosen values arrive as one JSON list (`'[]'` when none is chosen).
const chosen = (param: string) => `(SELECT value FROM json_each(${param}))`;
const DISCOVERY_FACET_FILTERS = `(:org = '[]' OR o.short_name COLLATE NOCASE IN ${chosen(':org')})
  AND (:language = '[]' OR c.language IN ${chosen(':language')})
  AND (:modes = '[]' OR ${Object.entries(MODE_SQL)
    .map(([slug, sql]) => `('${slug}' IN ${chosen(':modes')} AND ${sql})`)
    .join(' OR ')})`;

// Stock discovery leaves out courses whose enrollment has ended (edx-search's `enrollment_end`
// filter); Tutor skips the enrollment-start filter (`SEARCH_SKIP_ENROLLMENT_START_DATE_FILTERING`).
const discoveryFrom = (
  text: boolean,
) => `FROM courses c JOIN organizations o ON o.id = c.org_id ${text ? TEXT_JOIN : ''}
  WHERE (c.enrollment_end IS NULL OR c.enrollment_end >= :now) ${text ? 'AND search_fts MATCH :match' : ''}
  AND ${DISCOVERY_FACET_FILTERS}`;

const courseListFrom = (
  text: boolean,
) => `FROM courses c JOIN organizations o ON o.id = c.org_id ${text ? TEXT_JOIN : ''}
  WHERE ${ORG_FILTER} ${text ? 'AND search_fts MATCH :match' : ''}`;

export interface CourseListFilter {
  org: string | null;
  match: string | null;
}

// Relevance first when there is a text (the same weights as the admin-console search), newest run
// first otherwise (the LMS's `ENABLE_COURSE_SORTING_BY_START_DATE`).
// With the start-date sort the text only chooses the courses (docs/open-edx-apis.md says how engines differ).
const discoveryOrder = (text: boolean, order: DiscoveryOrder) =>
  order === 'start'
    ? 'c.course_start ASC, c.id'
    : `${text ? 'bm25(search_fts, 10.0, 2.0, 4.0, 4.0, 3.0), ' : ''}c.course_start DESC, c.id`;

const FACET_COLUMNS: Record<Exclude<StockFacet, 'modes'>, string> = {
  org: 'o.short_name',
  language: 'c.language',
};

export function createStockQueries(db: Db) {
  const statements = new Map<string, ReturnType<Db['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
  const bind = (f: DiscoveryFilter) => ({
    match: f.match ?? '',
    now: f.now,
    org: JSON.stringify(f.org),
    language: JSON.stringify(f.language),
    modes: JSON.stringify(f.modes),
  });

  const enrollments = db.prepare<[number], StockEnrollmentRow>(
    `SELECT course_id, is_active, mode, created_at, visited_at, complete_count, incomplete_count, certificate_uuid
     FROM enrollments WHERE user_id = ?`,
  );
  const prerequisites = db.prepare<[number], PrerequisiteKeyRow>(
    `SELECT p.course_key, o.short_name AS org_short_name FROM course_prerequisites cp
       JOIN courses p ON p.id = cp.prerequisite_id JOIN organizations o ON o.id = p.org_id
     WHERE cp.course_id = ? ORDER BY p.course_key`,
  );
  const overviews = db.prepare<[string], { id: number; about_overview: string }>(
    'SELECT id, about_overview FROM courses WHERE id IN (SELECT value FROM json_each(?))',
  );

  return {
    discovery: {
      count(filter: DiscoveryFilter): number {
        const sql = `SELECT count(*) AS n ${discoveryFrom(filter.match !== null)}`;
        return (prepared(sql).get(bind(filter)) as { n: number }).n;
      },
      page(filter: DiscoveryFilter, order: DiscoveryOrder, limit: number, offset: number): number[] {
        const text = filter.match !== null;
        const sql = `SELECT c.id ${discoveryFrom(text)} ORDER BY ${discoveryOrder(text, order)} ${limitSql(':limit')} OFFSET :offset`;
        const rows = prepared(sql).all({ ...bind(filter), limit, offset }) as { id: number }[];
        return rows.map((r) => r.id);
      },
      /** Term counts of one stock facet over the selection, largest first (values counted 0 left out). */
      facet(filter: DiscoveryFilter, name: StockFacet): FacetCount[] {
        const from = discoveryFrom(filter.match !== null);
        if (name !== 'modes') {
          const column = FACET_COLUMNS[name];
          return prepared(
            `SELECT ${column} AS value, count(*) AS n ${from} GROUP BY ${column} ORDER BY n DESC, value`,
          ).all(bind(filter)) as FacetCount[];
        }
        const modes = prepared(
          `SELECT ${Object.entries(MODE_SQL)
            .map(([slug, sql]) => `coalesce(sum(${sql}), 0) AS ${slug}`)
            .join(', ')} ${from}`,
        ).get(bind(filter)) as Record<StockModeSlug, number>;
        return Object.entries(modes)
          .map(([value, n]) => ({ value, n }))
          .filter((m) => m.n > 0)
          .sort((a, b) => b.n - a.n || a.value.localeCompare(b.value));
      },
    },
    courses: {
      /** Course ids in course-key order, optionally of one org (any case) and matching a text. */
      page(filter: CourseListFilter, limit: number, offset: number): number[] {
        const text = filter.match !== null;
        const sql = `SELECT c.id ${courseListFrom(text)} ORDER BY c.course_key ${limitSql(':limit')} OFFSET :offset`;
        const rows = prepared(sql).all({ ...filter, match: filter.match ?? '', limit, offset }) as {
          id: number;
        }[];
        return rows.map((r) => r.id);
      },
      count(filter: CourseListFilter): number {
        const sql = `SELECT count(*) AS n ${courseListFrom(filter.match !== null)}`;
        return (prepared(sql).get({ ...filter, match: filter.match ?? '' }) as { n: number }).n;
      },
      overviews: (ids: readonly number[]) =>
        new Map(ids.length ? overviews.all(jsonList(ids)).map((r) => [r.id, r.about_overview]) : []),
    },
    /** The prerequisites of a course, in course-key order. */
    prerequisitesOf: (courseId: number) => prerequisites.all(courseId),
    /** Every enrollment of a user, active or not, newest first. */
    enrollmentsOf: (userId: number) =>
      enrollments
        .all(userId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.course_id - a.course_id),
  };
}
export type StockQueries = ReturnType<typeof createStockQueries>;
