/** Creates a database file (or ':memory:'), its schema and the whole deterministic seed. */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/password.ts';
import { openDatabase, type Db } from '../db/open.ts';
import { SCHEMA, SCHEMA_VERSION } from '../db/schema.ts';
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

export function createDatabase(path: string, options: CreateOptions): Db {
  const db = openDatabase(path);
  const now = options.now ?? new Date();
  db.exec(SCHEMA);
  db.pragma(`user_version = ${SCHEMA_VERSION}`);
  const catalogue = generateCatalogue({ courses: options.courses, now, seed: options.seed });
  // One hash for every demo account: they share the password, and scrypt is deliberately slow.
  const demoHash = hashPassword(DEMO_PASSWORD);
  writeCatalogue(db, catalogue, () => demoHash, now.toISOString());
  writeBranding(db);
  const settings = createSettingsRepository(db);
  settings.put(JWT_SECRET_SETTING, randomBytes(32).toString('base64url'));
  settings.put('seeded_at', now.toISOString());
  // Footer branding flags (dynamic features): keep the "Powered by" bar, use the platform's own logo.
  settings.put('remove_edx_footer', 'false');
  settings.put('replace_footer_branding', 'true');
  if (options.testFixtures) ensureTestFixtures(db);
  db.pragma('optimize');
  return db;
}
