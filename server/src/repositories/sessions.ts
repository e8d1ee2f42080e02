/** Server-side sessions behind the `sessionid` cookie; only a hash of the token is stored. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createSessionsRepository(db: Db) {
  const insert = db.prepare<[string, number, string]>(
    'INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)',
  );
  const find = db.prepare<[string, string], { user_id: number }>(
    'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE token_hash = ?');
  const purge = db.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    /** Starts a session and returns the token for the cookie. */
    start(userId: number, expiresAt: Date): string {
      purge.run(new Date().toISOString());
      const token = randomBytes(32).toString('base64url');
      insert.run(hashToken(token), userId, expiresAt.toISOString());
      return token;
    },
    userIdOf(token: string, now: Date): number | null {
      return find.get(hashToken(token), now.toISOString())?.user_id ?? null;
    },
    end: (token: string) => void remove.run(hashToken(token)),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
