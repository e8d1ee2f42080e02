/**
 * A number that changes whenever the data behind catalogue answers may have changed, so caches of
 * those answers know when to forget. Two sources, so that no write path has to remember to bump it:
 * - writes through this connection: temporary triggers on every table a search answer reads call a
 *   JS function (an enrollment moves `total_enrollments` and the popularity sort, for example);
 * - writes by any other connection or process: SQLite's `PRAGMA data_version`, read at most every
 *   `EXTERNAL_CHECK_MS` (the pragma costs a statement step, ~5 % of a cached search answer).
 * Conservative on purpose: a rolled-back write still counts as a change (one needless refill).
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
}

// One per connection: the triggers call the function registered last, so two apps over one
// database (tests do that) must share the counter it increments.
const versions = new WeakMap<Db, CatalogueVersion>();

export function catalogueVersion(db: Db): CatalogueVersion {
  const existing = versions.get(db);
  if (existing) return existing;
  let local = 0;
  db.function(CHANGED, { deterministic: false, varargs: false }, () => {
    local += 1;
    return null;
  });
  for (const table of CATALOGUE_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      // TEMP triggers live with this connection only; the database file is left as it was.
      db.exec(
        `CREATE TEMP TRIGGER IF NOT EXISTS ${CHANGED}_${table}_${event.toLowerCase()}
         AFTER ${event} ON main.${table} BEGIN SELECT ${CHANGED}(); END`,
      );
    }
  }
  const dataVersion = db.prepare<[], number>('PRAGMA data_version').pluck();
  let external = dataVersion.get() ?? 0;
  let checkedAt = Date.now();
  const version: CatalogueVersion = {
    current() {
      const now = Date.now();
      if (now - checkedAt >= EXTERNAL_CHECK_MS || now < checkedAt) {
        external = dataVersion.get() ?? 0;
        checkedAt = now;
      }
      return `${local}:${external}`;
    },
  };
  versions.set(db, version);
  return version;
}
