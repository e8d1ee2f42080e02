/**
 * Opening the server's database at start-up, and the one line that explains a fault when it cannot
 * start. An existing file is only ever read as it is: a folder, an empty or a foreign file is refused
 * without a byte written to it; a new database is created (folders included) only where nothing is.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { openDatabase, type Db } from './db/open.ts';
import { SCHEMA_VERSION } from './db/schema.ts';
import { createDatabase, JWT_SECRET_SETTING, type CreateOptions } from './seed/createDatabase.ts';

/** A fault whose message already says what is wrong and what to do. */
export class StartupError extends Error {}

const reason = (error: unknown) =>
  error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? error.message) : String(error);

/**
 * Creates `folder` and the folders above it that are missing, one at a time (Node 20's recursive mkdir
 * never returns for some paths under /proc).
 */
function makeFolders(folder: string): void {
  const missing: string[] = [];
  for (let dir = folder; !existsSync(dir); dir = dirname(dir)) {
    missing.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  const existing = missing.length > 0 ? dirname(missing[0] ?? folder) : folder;
  if (!statSync(existing).isDirectory())
    throw new StartupError(
      `${existing} is a file, not a folder, so the database cannot be created under it: set ATRIUM_DB to a path in a folder.`,
    );
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      throw new StartupError(
        `cannot create the folder ${dir} for the database (${reason(error)}): set ATRIUM_DB to a path this user can write.`,
      );
    }
  }
}

function openExisting(path: string): Db {
  const stats = statSync(path);
  if (stats.isDirectory())
    throw new StartupError(
      `ATRIUM_DB names a folder (${path}), not a database file: name a file in it instead.`,
    );
  if (stats.size === 0)
    throw new StartupError(
      `${path} is an empty file, not an Atrium database: delete it (a new one is then created) or set ATRIUM_DB elsewhere.`,
    );
  let db: Db | null = null;
  try {
    // Read first: nothing (not even the journal mode) is written to a file before it proves to be ours.
    const probe = new Database(path, { readonly: true, fileMustExist: true });
    try {
      const found = probe
        .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'settings'")
        .get();
      const secret = found
        ? probe.prepare('SELECT value FROM settings WHERE key = ?').get(JWT_SECRET_SETTING)
        : undefined;
      if (!secret)
        throw new StartupError(
          `${path} is a SQLite database but not Atrium's: run npm run reset to replace it, or set ATRIUM_DB elsewhere.`,
        );
    } finally {
      probe.close();
    }
    db = openDatabase(path);
    const version = db.pragma('user_version', { simple: true });
    if (version !== SCHEMA_VERSION)
      throw new StartupError(
        `${path} was made by another version of Atrium (schema ${String(version)}, this one reads ${SCHEMA_VERSION}): run npm run reset to make a new one (the demo data is seeded again).`,
      );
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `cannot open ${path} as a database (${reason(error)}): run npm run reset to replace it, or set ATRIUM_DB elsewhere.`,
    );
  }
}

function create(path: string, options: CreateOptions, log: (line: string) => void): Db {
  makeFolders(dirname(path));
  log(`Creating ${path} with ${options.courses} courses…`);
  try {
    return createDatabase(path, options);
  } catch (error) {
    // Only what this run created is removed, so that a half-written file is not mistaken for a database.
    for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
    throw new StartupError(
      `cannot create the database at ${path} (${reason(error)}): set ATRIUM_DB to a path this user can write.`,
    );
  }
}

/** The database at `path`: opened when it exists and is Atrium's, created and seeded when nothing is there. */
export function openOrCreateDatabase(path: string, options: CreateOptions, log: (line: string) => void): Db {
  return existsSync(path) ? openExisting(path) : create(path, options, log);
}

class Rollback extends Error {}

/** Whether writes to `db` fail (a read-only file or folder): the server then answers reads only. */
export function isReadOnly(db: Db): boolean {
  // A write that changes nothing (the same user_version), rolled back.
  const version = Number(db.pragma('user_version', { simple: true }));
  try {
    db.transaction(() => {
      db.pragma(`user_version = ${version}`);
      throw new Rollback();
    })();
  } catch (error) {
    return !(error instanceof Rollback);
  }
  return false;
}

/** One line for a fault at start-up, whatever it is: no stack trace. */
export function explainStartupFault(error: unknown, listen: { host: string; port: number }): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE')
    return `port ${listen.port} on ${listen.host} is in use: stop what listens there, or set PORT to another port.`;
  if (code === 'EACCES' || code === 'EPERM')
    return `not allowed to listen on ${listen.host}:${listen.port}: set PORT to a port above 1023.`;
  if (code === 'EADDRNOTAVAIL')
    return `${listen.host} is not an address of this machine: set HOST to one that is (127.0.0.1 by default).`;
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}
