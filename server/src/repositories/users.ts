/** Accounts and their preferences. */
import type { Db } from '../db/open.ts';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  name: string;
  password_hash: string;
  is_active: number;
  is_staff: number;
  has_avatar: number;
}

export interface NewUser {
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  isActive: boolean;
  createdAt: string;
}

export function createUsersRepository(db: Db) {
  const columns = 'id, username, email, name, password_hash, is_active, is_staff, has_avatar';
  const byId = db.prepare<[number], UserRow>(`SELECT ${columns} FROM users WHERE id = ?`);
  const byLogin = db.prepare<[string, string], UserRow>(
    `SELECT ${columns} FROM users WHERE username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE`,
  );
  const taken = db.prepare<[string, string], { id: number }>(
    'SELECT id FROM users WHERE username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE',
  );
  const insert = db.prepare<[string, string, string, string, number, string]>(
    'INSERT INTO users (username, email, name, password_hash, is_active, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setPreference = db.prepare<[number, string, string]>(
    `INSERT INTO user_preferences (user_id, key, value) VALUES (?, ?, ?)
     ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value`,
  );
  const deletePreference = db.prepare<[number, string]>(
    'DELETE FROM user_preferences WHERE user_id = ? AND key = ?',
  );
  const activate = db.prepare<[number]>('UPDATE users SET is_active = 1 WHERE id = ?');
  const preferences = db.prepare<[number], { key: string; value: string }>(
    'SELECT key, value FROM user_preferences WHERE user_id = ? ORDER BY key',
  );
  const preference = db.prepare<[number, string], { value: string }>(
    'SELECT value FROM user_preferences WHERE user_id = ? AND key = ?',
  );

  return {
    byId: (id: number) => byId.get(id) ?? null,
    /** Sign-in accepts the username or the e-mail address. */
    byLogin: (login: string) => byLogin.get(login, login) ?? null,
    isTaken: (username: string, email: string) => taken.get(username, email) !== undefined,
    create(user: NewUser): number {
      const result = insert.run(
        user.username,
        user.email,
        user.name,
        user.passwordHash,
        user.isActive ? 1 : 0,
        user.createdAt,
      );
      return Number(result.lastInsertRowid);
    },
    /** JSON merge-patch semantics: a null value removes the preference. */
    patchPreferences(userId: number, patch: Record<string, string | null>): void {
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) deletePreference.run(userId, key);
        else setPreference.run(userId, key, value);
      }
    },
    /** What the link of the activation e-mail does on Open edX. */
    activate: (userId: number) => void activate.run(userId),
    preferences: (userId: number) => Object.fromEntries(preferences.all(userId).map((p) => [p.key, p.value])),
    preference: (userId: number, key: string): string | null => preference.get(userId, key)?.value ?? null,
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
