/** A digest of every row of every table: equal digests mean the database content did not change. */
import { createHash } from 'node:crypto';
import type { Db } from '../db/open.ts';

const cell = (_key: string, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value);

export function databaseDigest(db: Db): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], { name: string }>(
      // Stored tables only (FTS5's shadow tables included): a virtual table reads through them.
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name",
    )
    .all();
  for (const { name } of tables) {
    // Sorted text of each row: some tables have no rowid to order by.
    const rows = db
      .prepare(`SELECT * FROM "${name.replaceAll('"', '""')}"`)
      .raw()
      .all()
      .map((row) => JSON.stringify(row, cell))
      .sort();
    hash.update(`\n#${name} ${rows.length}\n${rows.join('\n')}`);
  }
  return hash.digest('hex');
}
