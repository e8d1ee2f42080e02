import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { batchInsert } from './batchInsert.ts';

describe('batch insert', () => {
  // 3 columns: 333 rows a batch.
  it.each([0, 1, 332, 333, 334, 3 * 333 + 7])('writes %i rows, in order, once flushed', (n) => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, note TEXT)');
    const rows = batchInsert(db, 't', 3);
    for (let i = 1; i <= n; i += 1) rows.add(i, `row ${i}`, i % 2 ? null : 'even');
    rows.flush();
    const written = db.prepare('SELECT id, name, note FROM t ORDER BY id').raw().all();
    expect(written).toEqual(
      Array.from({ length: n }, (_, i) => [i + 1, `row ${i + 1}`, (i + 1) % 2 ? null : 'even']),
    );
    rows.flush();
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(n);
  });

  it('refuses a row with the wrong number of values', () => {
    const db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (a, b)');
    expect(() => batchInsert(db, 't', 2).add(1)).toThrow(/2 values/);
  });
});
