/** Opening a database file with the pragmas the server relies on. */
import Database from 'better-sqlite3';

export type Db = Database.Database;

export function openDatabase(path: string): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  return db;
}

/** `ids` as one bound parameter: `IN (SELECT value FROM json_each(?))` keeps one prepared statement per query. */
export const jsonList = (ids: readonly (number | string)[]) => JSON.stringify(ids);
