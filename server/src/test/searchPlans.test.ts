/**
 * No text search reads the whole catalogue: every statement a discovery search with a text runs
 * (the FTS5 match, ranked or not, the broadened match, and loading the cards of its page) is checked
 * with EXPLAIN QUERY PLAN, and none may scan a table or index from end to end.
 */
import type { DiscoveryQuery } from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/open.ts';
import { createDatabase } from '../seed/createDatabase.ts';
import { appOptions, call, FRONTEND, parsed } from './harness.ts';

interface Executed {
  sql: string;
  args: unknown[];
}

/**
 * The database as the app sees it, recording every statement it runs with its parameters (statements
 * are prepared once; `pluck`, `raw` and the like hand back the same, recorded, statement).
 */
function traced(db: Db, executed: Executed[]): Db {
  const RUNS = new Set(['all', 'get', 'iterate', 'run']);
  const SAME = new Set(['pluck', 'raw', 'expand', 'safeIntegers', 'bind']);
  const wrap = (statement: object, sql: string): object => {
    const proxy: object = new Proxy(statement, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        const method = value as (...args: unknown[]) => unknown;
        if (RUNS.has(String(property))) {
          return (...args: unknown[]) => {
            executed.push({ sql, args });
            return method.apply(target, args);
          };
        }
        if (SAME.has(String(property))) {
          return (...args: unknown[]) => {
            method.apply(target, args);
            return proxy;
          };
        }
        return method.bind(target);
      },
    });
    return proxy;
  };
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'prepare') return (sql: string) => wrap(target.prepare(sql), sql);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The plan lines that read a whole table or index: a SCAN that is neither an FTS5 match nor json_each. */
function fullScans(plan: readonly string[]): string[] {
  return plan.filter(
    (line) =>
      /^SCAN /.test(line) &&
      !/^SCAN json_each VIRTUAL TABLE/.test(line) &&
      !/^SCAN \S+ VIRTUAL TABLE INDEX \d+:\S*M/.test(line),
  );
}

describe('the plan check', () => {
  it.each([
    ['SCAN search_fts VIRTUAL TABLE INDEX 0:M5', false],
    ['SCAN json_each VIRTUAL TABLE INDEX 1:', false],
    ['SEARCH c USING INTEGER PRIMARY KEY (rowid=?)', false],
    ['USE TEMP B-TREE FOR ORDER BY', false],
    ['SCAN courses', true],
    ['SCAN i USING INDEX search_items_popularity', true],
    ['SCAN search_fts VIRTUAL TABLE INDEX 0:', true],
  ])('%s is a full scan: %s', (line, full) => {
    expect(fullScans([line]).length > 0).toBe(full);
  });
});

describe('text searches', () => {
  let db: Db;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const executed: Executed[] = [];
  beforeAll(async () => {
    db = createDatabase(':memory:', { courses: 200, testFixtures: true });
    app = await buildApp(
      appOptions(traced(db, executed), { frontendOrigins: [FRONTEND], testFixtures: true }),
    );
    // The first search builds the in-memory item index (a read of every item, once): not a text search.
    await call(app, 'discoverySearch', { body: {} });
  });

  const searches: [string, DiscoveryQuery, Record<string, string>][] = [
    ['relevance', { search_string: 'intro' }, {}],
    ['relevance, with filters', { search_string: 'data', language_codes: ['en'] }, {}],
    [
      'popular, with filters',
      { search_string: 'data', language_codes: ['en'], availability: ['current'] },
      { sort: 'popular' },
    ],
    ['A-Z, programs', { search_string: 'science', learning_type: ['program'] }, { sort: 'A-Z' }],
    ['broadened to any word', { search_string: 'Introduction to Python Programming' }, {}],
  ];

  it.each(searches)('%s: no statement scans a table', async (_name, body, query) => {
    executed.length = 0;
    const answer = parsed('discoverySearch', await call(app, 'discoverySearch', { body, query }));
    expect(answer.total).toBeGreaterThan(0);
    const statements = executed.filter((e) => !/^\s*PRAGMA/i.test(e.sql));
    expect(statements.some((e) => /search_fts MATCH/.test(e.sql))).toBe(true);
    for (const { sql, args } of statements) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map(
        (row) => row.detail,
      );
      expect(fullScans(plan), `${sql}\n${plan.join('\n')}`).toEqual([]);
    }
  });
});
