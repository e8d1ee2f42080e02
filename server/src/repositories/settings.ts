/** Key/value settings: the JWT secret and platform figures written once by the seed. */
import type { Db } from '../db/open.ts';

export function createSettingsRepository(db: Db) {
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
  const put = db.prepare<[string, string]>(
    'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );
  return {
    get: (key: string): string | null => get.get(key)?.value ?? null,
    put: (key: string, value: string): void => void put.run(key, value),
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
