/** Creates a database file (or ':memory:'), its schema and the whole deterministic seed. */
import { randomBytes } from 'node:crypto';
import { hashPasswordForSeed } from '../auth/password.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { INDEXES, SCHEMA, SCHEMA_VERSION } from '../db/schema.ts';
import { createSettingsRepository } from '../repositories/settings.ts';
import { DEMO_PASSWORD } from './accounts.ts';
import { generateCatalogue } from './generate.ts';
import { writeCatalogue } from './write.ts';
import { ensureTestFixtures, writeBranding } from './writeBranding.ts';

export interface CreateOptions {
  courses: number;
  testFixtures?: boolean;
  /** The seed day; dates are relative to it. */
  now?: Date;
  seed?: number;
}

export const JWT_SECRET_SETTING = 'jwt_secret';

/**
 * Seeding writes a new file from start to end: no journal (a seed that stops half-way leaves a file
 * without the schema version, which the server refuses), no waiting for the disk, a page cache that
 * holds the tables and indexes being filled, and foreign keys checked once at the end.
 */
function prepareForSeeding(db: Db): void {
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  db.pragma(`cache_size = ${-256 * 1024}`); // KiB
}

/** Back to what openDatabase gives, once the foreign keys are checked. */
function finishSeeding(db: Db, path: string): void {
  const broken = db.pragma('foreign_key_check') as unknown[];
  if (broken.length > 0)
    throw new Error(`The seed broke ${broken.length} foreign keys: ${JSON.stringify(broken[0])}`);
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -2000'); // SQLite's default, 2 MiB
  db.pragma(path === ':memory:' ? 'journal_mode = MEMORY' : 'journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('optimize');
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
}

export function createDatabase(path: string, options: CreateOptions): Db {
  const db = openDatabase(path);
  const now = options.now ?? new Date();
  prepareForSeeding(db);
  db.exec(SCHEMA);
  const catalogue = generateCatalogue({ courses: options.courses, now, seed: options.seed });
  // One hash for every demo account: they share the password, and scrypt is deliberately slow.
  const demoHash = hashPasswordForSeed(DEMO_PASSWORD);
  writeCatalogue(db, catalogue, () => demoHash, now.toISOString());
  // The text index is written in many segments (FTS5 flushes as it fills); every search's match reads
  // each of them, so they are merged into one: the search's text match takes ~20 % less time.
  db.prepare("INSERT INTO search_fts(search_fts) VALUES('optimize')").run();
  db.exec(INDEXES);
  writeBranding(db);
  const settings = createSettingsRepository(db);
  settings.put(JWT_SECRET_SETTING, randomBytes(32).toString('base64url'));
  settings.put('seeded_at', now.toISOString());
  // Footer branding flags (dynamic features): keep the "Powered by" bar, use the platform's own logo.
  settings.put('remove_edx_footer', 'false');
  settings.put('replace_footer_branding', 'true');
  if (options.testFixtures) ensureTestFixtures(db);
  finishSeeding(db, path);
  return db;
}
