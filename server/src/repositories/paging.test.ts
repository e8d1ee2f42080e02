import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { limitSql, offsetOf } from './paging.ts';

// Twenty rows (ids 1–20): the pages below must be the same as with a plain `LIMIT :limit`.
const db = new Database(':memory:');
db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
db.exec(
  'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20) INSERT INTO t SELECT i FROM n',
);
afterAll(() => db.close());

const named = db
  .prepare<[{ limit: number; offset: number }], number>(
    `SELECT id FROM t ORDER BY id DESC ${limitSql(':limit')} OFFSET :offset`,
  )
  .pluck();
const positional = db.prepare<[number], number>(`SELECT id FROM t ORDER BY id ${limitSql('?')}`).pluck();

describe('a page through limitSql', () => {
  it.each([
    { page: 1, pageSize: 3, ids: [20, 19, 18] },
    { page: 2, pageSize: 3, ids: [17, 16, 15] },
    { page: 7, pageSize: 3, ids: [2, 1] },
    { page: 8, pageSize: 3, ids: [] },
    { page: 1, pageSize: 100, ids: Array.from({ length: 20 }, (_, i) => 20 - i) },
  ])('page $page of $pageSize', ({ page, pageSize, ids }) => {
    // The same statement bound again with other values: each run reads its own limit.
    expect(named.all({ limit: pageSize, offset: offsetOf({ page, pageSize }) })).toEqual(ids);
  });

  it.each([
    { limit: 0, ids: [] },
    { limit: 2, ids: [1, 2] },
    { limit: 5, ids: [1, 2, 3, 4, 5] },
  ])('positional, at most $limit', ({ limit, ids }) => {
    expect(positional.all(limit)).toEqual(ids);
  });

  it('leaves no bare parameter in LIMIT, which would have SQLite prepare the statement on every run', () => {
    expect(limitSql(':limit')).not.toMatch(/^LIMIT\s+[:?@$]\w*$/);
    expect(limitSql('?')).not.toMatch(/^LIMIT\s+\?$/);
  });
});
