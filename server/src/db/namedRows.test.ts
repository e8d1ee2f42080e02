import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { namedRows } from './namedRows.ts';

describe('namedRows', () => {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT, score REAL, data BLOB);
    INSERT INTO t VALUES (1, 'Art', NULL, 1.5, x'00ff'), (2, 'Bio', 'n', -2, NULL), (3, '', '', 0, x'');`);
  it.each([
    { name: 'every column', sql: 'SELECT * FROM t ORDER BY id' },
    { name: 'aliases and expressions', sql: "SELECT id AS key, name || '!' AS shout, '' AS empty FROM t" },
    { name: 'a name given twice', sql: 'SELECT id AS x, name, note AS x FROM t' },
    { name: 'no rows', sql: 'SELECT * FROM t WHERE id > 9' },
  ])('gives what .all() gives: $name', ({ sql }) => {
    const expected = db.prepare(sql).all();
    const rows = namedRows(db.prepare(sql))();
    expect(rows).toStrictEqual(expected);
    expect(rows.map((row) => Object.keys(row as object))).toEqual(
      expected.map((row) => Object.keys(row as object)),
    );
  });
  it('binds parameters', () => {
    const byId = namedRows(
      db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM t WHERE id = ?'),
    );
    expect(byId(2)).toStrictEqual([{ id: 2, name: 'Bio' }]);
  });
});
