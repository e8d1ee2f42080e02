/**
 * Discovery search over `search_items` + `search_facets` + the FTS5 index. The SQL is assembled from a
 * fixed set of fragments (never from user text: values are bound, lists as one JSON parameter), so the
 * number of distinct statements is small and each is prepared once and cached.
 */
import type { Db } from '../db/open.ts';

export type SearchSort = 'relevance' | 'recent' | 'popular' | 'az' | 'za';
export type Availability = 'current' | 'upcoming' | 'self_paced' | 'archived';
export type Facet = 'subject' | 'partner' | 'instructor' | 'language';

export interface SearchCriteria {
  /** An FTS5 expression built by `toFtsQuery`, or null for no text. */
  match: string | null;
  facets: Partial<Record<Facet, string[]>>;
  availability: Availability[];
  kinds: ('course' | 'program')[];
  sort: SearchSort;
  now: string;
  limit: number;
  offset: number;
}

export interface SearchHitRow {
  kind: 'course' | 'program';
  ref_id: number;
}

const AVAILABILITY_SQL: Record<Availability, string> = {
  current: '(i.start_at <= :now AND (i.end_at IS NULL OR i.end_at > :now))',
  upcoming: 'i.start_at > :now',
  self_paced: 'i.self_paced = 1',
  archived: '(i.end_at IS NOT NULL AND i.end_at <= :now)',
};
const ORDER_SQL: Record<SearchSort, string> = {
  relevance: 'bm25(search_fts, 10.0, 2.0, 4.0, 4.0, 3.0), i.popularity DESC, i.id',
  popular: 'i.popularity DESC, i.id',
  recent: 'i.start_at DESC, i.created_at DESC, i.id',
  az: 'i.title_key, i.id',
  za: 'i.title_key DESC, i.id DESC',
};
const FACETS: readonly Facet[] = ['subject', 'partner', 'instructor', 'language'];

/** The FROM/WHERE part and its named parameters for one set of criteria. */
export function buildSearchSql(criteria: SearchCriteria): { from: string; params: Record<string, string> } {
  const where: string[] = [];
  const params: Record<string, string> = {};
  let from = 'FROM search_items i';
  if (criteria.match !== null) {
    from += ' JOIN search_fts ON search_fts.rowid = i.id';
    where.push('search_fts MATCH :match');
    params.match = criteria.match;
  }
  for (const facet of FACETS) {
    const values = criteria.facets[facet];
    if (!values?.length) continue;
    where.push(
      `i.id IN (SELECT item_id FROM search_facets WHERE facet = '${facet}' AND value IN (SELECT value FROM json_each(:${facet})))`,
    );
    params[facet] = JSON.stringify(values);
  }
  if (criteria.availability.length) {
    where.push(`(${criteria.availability.map((a) => AVAILABILITY_SQL[a]).join(' OR ')})`);
    params.now = criteria.now;
  }
  if (criteria.kinds.length === 1) {
    where.push('i.kind = :kind');
    params.kind = criteria.kinds[0] ?? 'course';
  }
  return { from: where.length ? `${from} WHERE ${where.join(' AND ')}` : from, params };
}

/** The instants around `now` between which no item starts or ends: availability answers hold there. */
export interface ClockWindow {
  from: string | null;
  until: string | null;
}

export function createSearchRepository(db: Db) {
  const lastBoundary = db
    .prepare<[{ now: string }], string | null>(
      `SELECT max(b) FROM (SELECT max(start_at) AS b FROM search_items WHERE start_at <= :now
     UNION ALL SELECT max(end_at) FROM search_items WHERE end_at <= :now)`,
    )
    .pluck();
  const nextBoundary = db
    .prepare<[{ now: string }], string | null>(
      `SELECT min(b) FROM (SELECT min(start_at) AS b FROM search_items WHERE start_at > :now
     UNION ALL SELECT min(end_at) FROM search_items WHERE end_at > :now)`,
    )
    .pluck();
  const cache = new Map<string, ReturnType<Db['prepare']>>();
  function statement(sql: string) {
    let stmt = cache.get(sql);
    if (!stmt) {
      if (cache.size > 1000) cache.clear(); // bounded: the fragments allow only so many shapes
      stmt = db.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  }

  /** The sort actually applied: relevance needs a text to rank by. */
  const sortOf = (criteria: SearchCriteria) =>
    criteria.sort === 'relevance' && criteria.match === null ? 'popular' : criteria.sort;

  // Counting and paging are two statements on purpose: a window count would defeat the index-ordered
  // LIMIT of the page, and with bm25 (which a window query cannot call directly) measured 3–4× slower
  // than both together. Apart, the count (the same for every sort and page) can be cached by callers.
  function count(criteria: SearchCriteria): number {
    const { from, params } = buildSearchSql(criteria);
    return (statement(`SELECT count(*) AS n ${from}`).get(params) as { n: number }).n;
  }
  function page(criteria: SearchCriteria): SearchHitRow[] {
    const { from, params } = buildSearchSql(criteria);
    return statement(
      `SELECT i.kind, i.ref_id ${from} ORDER BY ${ORDER_SQL[sortOf(criteria)]} LIMIT :limit OFFSET :offset`,
    ).all({ ...params, limit: criteria.limit, offset: criteria.offset }) as SearchHitRow[];
  }

  return {
    count,
    page,
    search: (criteria: SearchCriteria) => ({ total: count(criteria), hits: page(criteria) }),
    /** Availability filters compare start and end instants with `now`: their answers change only there. */
    clockWindow(now: string): ClockWindow {
      return {
        from: lastBoundary.get({ now }) ?? null,
        until: nextBoundary.get({ now }) ?? null,
      };
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
