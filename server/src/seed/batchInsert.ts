/**
 * Rows into one table through multi-row INSERTs: the rows added are written a batch at a time, so a
 * million rows cost a few thousand statement runs instead of a million (each run crosses from
 * JavaScript into SQLite and binds its values anew). `flush` writes what is left.
 */
import type { Db } from '../db/open.ts';

/** SQLite's smallest default limit of bound parameters in one statement. */
const MAX_PARAMETERS = 999;

export interface BatchInsert {
  add(...values: unknown[]): void;
  flush(): void;
}

export function batchInsert(db: Db, table: string, columns: number): BatchInsert {
  const rows = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const tuple = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  const batch = db.prepare(
    `INSERT INTO ${table} VALUES ${Array.from({ length: rows }, () => tuple).join(', ')}`,
  );
  const single = db.prepare(`INSERT INTO ${table} VALUES ${tuple}`);
  let pending: unknown[] = [];
  return {
    add(...values) {
      if (values.length !== columns)
        throw new Error(`${table} takes ${columns} values, not ${values.length}`);
      for (const value of values) pending.push(value);
      if (pending.length === rows * columns) {
        batch.run(pending);
        pending = [];
      }
    },
    flush() {
      for (let at = 0; at < pending.length; at += columns) single.run(pending.slice(at, at + columns));
      pending = [];
    },
  };
}
