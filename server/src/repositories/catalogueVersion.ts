/**
 * A number that changes whenever the data behind catalogue answers may have changed, so caches of
 * those answers know when to forget. Two sources, so that no write path has to remember to bump it:
 * - writes through this connection: temporary triggers on every table a search answer reads call a
 *   JS function (an enrollment moves `total_enrollments` and the popularity sort, for example);
 * - writes by any other connection or process: SQLite's `PRAGMA data_version`, read at most every
 *   `EXTERNAL_CHECK_MS` (the pragma costs a statement step, ~5 % of a cached search answer).
 * Conservative on purpose: a rolled-back write still counts as a change (one needless refill).
 * Writes are also counted per table, for what depends on a few tables only (the search's item index).
 */
import type { Db } from '../db/open.ts';

/** The tables whose rows a discovery answer, a course card or a course page's metadata is built from. */
export const CATALOGUE_TABLES = [
  'search_items',
  'search_facets',
  'courses',
  'course_texts',
  'course_transcripts',
  'organizations',
  'instructors',
  'course_instructors',
  'course_prerequisites',
  'programs',
  'program_courses',
  'program_partners',
] as const;

const CHANGED = 'atrium_catalogue_changed';
export const EXTERNAL_CHECK_MS = 100;

export interface CatalogueVersion {
  /** Changes after any write that could change a catalogue answer; cheap enough for every request. */
  current(): string;
  /**
   * Changes after a write to one of `tables` (or to `search_items.popularity`, which an enrollment
   * moves, apart from the rest of `search_items`), or any write by another connection.
   */
  of(tables: readonly WatchedTable[]): string;
}

export type WatchedTable = (typeof CATALOGUE_TABLES)[number] | 'search_items.popularity';

/** `search_items` writes other than its popularity (the trigger names the columns). */
const SEARCH_ITEM_COLUMNS = 'id, kind, ref_id, title_key, start_at, end_at, self_paced, created_at';

// One per connection: the triggers call the function registered last, so two apps over one
// database (tests do that) must share the counter it increments.
const versions = new WeakMap<Db, CatalogueVersion>();

export function catalogueVersion(db: Db): CatalogueVersion {
  const existing = versions.get(db);
  if (existing) return existing;
  let local = 0;
  const writes = new Map<string, number>();
  db.function(CHANGED, { deterministic: false, varargs: false }, (table: unknown) => {
    local += 1;
    writes.set(String(table), (writes.get(String(table)) ?? 0) + 1);
    return null;
  });
  // TEMP triggers live with this connection only; the database file is left as it was.
  const trigger = (name: string, when: string, table: string, label: WatchedTable) =>
    db.exec(
      `CREATE TEMP TRIGGER IF NOT EXISTS ${CHANGED}_${name} AFTER ${when} ON main.${table}
       BEGIN SELECT ${CHANGED}('${label}'); END`,
    );
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      const when =
        table === 'search_items' && event === 'UPDATE' ? `UPDATE OF ${SEARCH_ITEM_COLUMNS}` : event;
      trigger(`${table}_${event.toLowerCase()}`, when, table, table);
    }
  }
  trigger('search_items_popularity', 'UPDATE OF popularity', 'search_items', 'search_items.popularity');
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let external = dataVersion.get() ?? 0;
  let checkedAt = Date.now();
  const externalNow = () => {
    const now = Date.now();
    if (now - checkedAt >= EXTERNAL_CHECK_MS || now < checkedAt) {
      external = dataVersion.get() ?? 0;
      checkedAt = now;
    }
    return external;
  };
  const version: CatalogueVersion = {
    current: () => `${local}:${externalNow()}`,
    of: (tables) => `${tables.map((table) => writes.get(table) ?? 0).join(',')}:${externalNow()}`,
  };
  versions.set(db, version);
  return version;
}
