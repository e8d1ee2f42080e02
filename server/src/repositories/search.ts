/**
 * Discovery search's SQL: the text match over the FTS5 index (ranked by bm25 when the sort asks for
 * relevance), and the rows of `search_items` and `search_facets` that the in-memory item index is
 * built from (catalogue/itemIndex.ts), where filters, counts and sorts run. Every statement is fixed
 * and prepared once; the match expression is bound (see catalogue/ftsQuery.ts).
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

/** Column weights: the title counts most, then partner and instructors, subjects, the description. */
export const RANK_SQL = 'bm25(search_fts, 10.0, 2.0, 4.0, 4.0, 3.0)';
/** Whether an item id is among those marked for `matchingRankedAmong` (a function of this connection). */
const MARKED = 'atrium_search_marked';
/** The text match as EXPLAIN QUERY PLAN should see it (a test checks it uses the FTS5 index). */
export const MATCH_SQL = {
  // One string of ids ("12,7,40") crosses into JS in about two thirds of the time of a row per id.
  ids: 'SELECT group_concat(rowid) FROM search_fts WHERE search_fts MATCH ?',
  ranked: `SELECT rowid, ${RANK_SQL} FROM search_fts WHERE search_fts MATCH ?`,
  // bm25 costs ~1.5 µs a row: SQLite computes the result columns only for rows the WHERE keeps.
  rankedAmong: `SELECT rowid, ${RANK_SQL} FROM search_fts WHERE search_fts MATCH ? AND ${MARKED}(rowid)`,
} as const;

/** Item ids marked in one generation: `of[id] === generation` (see catalogue/pageOfHits.ts). */
export interface MarkedIds {
  of: Uint32Array;
  generation: number;
}

// The marks a ranked match reads, one holder per connection: a function registered again by another
// app over the same database (tests do that) must still read what the running statement was given.
const markHolders = new WeakMap<Db, { marks: MarkedIds | null }>();

function markHolder(db: Db): { marks: MarkedIds | null } {
  let holder = markHolders.get(db);
  if (!holder) {
    const created: { marks: MarkedIds | null } = { marks: null };
    db.function(MARKED, { deterministic: false, varargs: false }, (id: unknown) => {
      const marks = created.marks;
      return marks !== null && marks.of[Number(id)] === marks.generation ? 1 : 0;
    });
    markHolders.set(db, created);
    holder = created;
  }
  return holder;
}

/** The orders of the sorts that do not depend on the text, as the item index ranks them. */
const ORDER_SQL = {
  popular: 'popularity DESC, id',
  recent: 'start_at DESC, created_at DESC, id',
  title: 'title_key, id',
} as const;
export type ItemOrder = keyof typeof ORDER_SQL;

/** `search_facets` rows grouped by value: its item ids as a comma-separated list. */
export interface FacetValueRow {
  value: string;
  label: string;
  items: string;
}

/** `search_items` by column, in one order (rowid): plain values cross into JS faster than rows. */
export interface ItemColumns {
  id: number[];
  isProgram: number[];
  refId: number[];
  /** Milliseconds since 1970, as Date.parse gives them; null for an item that never ends. */
  startMs: number[];
  endMs: (number | null)[];
  selfPaced: number[];
}

const ms = (column: string) => `CAST(round(unixepoch(${column}, 'subsec') * 1000) AS INTEGER)`;
const ITEM_COLUMNS: Record<keyof ItemColumns, string> = {
  id: 'id',
  isProgram: "kind = 'program'",
  refId: 'ref_id',
  startMs: ms('start_at'),
  endMs: ms('end_at'),
  selfPaced: 'self_paced',
};

export function createSearchRepository(db: Db) {
  const ids = db.prepare<[string], string | null>(MATCH_SQL.ids).pluck();
  const ranked = db.prepare<[string], [number, number]>(MATCH_SQL.ranked).raw();
  const holder = markHolder(db);
  const rankedAmong = db.prepare<[string], [number, number]>(MATCH_SQL.rankedAmong).raw();
  const column = (sql: string) =>
    db.prepare<[], number>(`SELECT ${sql} FROM search_items ORDER BY id`).pluck();
  const itemColumns = Object.fromEntries(
    Object.entries(ITEM_COLUMNS).map(([name, sql]) => [name, column(sql)]),
  ) as Record<keyof ItemColumns, ReturnType<typeof column>>;
  const inOrder = (name: ItemOrder) =>
    db.prepare<[], number>(`SELECT id FROM search_items ORDER BY ${ORDER_SQL[name]}`).pluck();
  const orders = { popular: inOrder('popular'), recent: inOrder('recent'), title: inOrder('title') };
  // One row per value (its items in one string): far fewer rows to cross into JS than one per item.
  const facetValues = db.prepare<[string], FacetValueRow>(
    `SELECT value, min(label) AS label, group_concat(item_id) AS items
     FROM search_facets WHERE facet = ? GROUP BY value`,
  );
  const courseTitles = db
    .prepare<[], string>(
      `SELECT f.title FROM search_fts f JOIN search_items i ON i.id = f.rowid WHERE i.kind = 'course'`,
    )
    .pluck();

  return {
    /** Ids of the items whose text matches an FTS5 expression, comma-separated ("" for none). */
    matching: (match: string): string => ids.get(match) ?? '',
    /** [id, bm25] of each matching item: the lower the score, the better the match. */
    matchingRanked: (match: string): [number, number][] => ranked.all(match),
    /** The same, for the matching items among `marks` alone (bm25 is not computed for the others). */
    matchingRankedAmong: (match: string, marks: MarkedIds): [number, number][] => {
      holder.marks = marks;
      try {
        return rankedAmong.all(match);
      } finally {
        holder.marks = null;
      }
    },
    items: (): ItemColumns => ({
      id: itemColumns.id.all(),
      isProgram: itemColumns.isProgram.all(),
      refId: itemColumns.refId.all(),
      startMs: itemColumns.startMs.all(),
      endMs: itemColumns.endMs.all(),
      selfPaced: itemColumns.selfPaced.all(),
    }),
    /** Every item id in one of the sorts' orders. */
    order: (name: ItemOrder): number[] => orders[name].all(),
    facetValues: (facet: Facet | 'instructor_slug'): FacetValueRow[] => facetValues.all(facet),
    /** The title of every course item, as the text index holds it. */
    courseTitles: (): string[] => courseTitles.all(),
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
