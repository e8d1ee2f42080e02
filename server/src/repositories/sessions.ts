/**
 * Server-side sessions behind the `sessionid` cookie; only a hash of the token is stored. An account
 * keeps its newest MAX_SESSIONS_PER_ACCOUNT sessions: signing in again and again drops the oldest
 * instead of growing the table.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { limitSql } from './paging.ts';

export const MAX_SESSIONS_PER_ACCOUNT = 10;

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
  // Row ids grow with each insert: the largest are the newest sessions.
  const trim = db.prepare<[number, number, number]>(
    `DELETE FROM sessions WHERE user_id = ? AND rowid NOT IN (
       SELECT rowid FROM sessions WHERE user_id = ? ORDER BY rowid DESC ${limitSql('?')})`,
  );
  const startSession = db.transaction((tokenHash: string, userId: number, expiresAt: string) => {
    purge.run(new Date().toISOString());
    insert.run(tokenHash, userId, expiresAt);
    trim.run(userId, userId, MAX_SESSIONS_PER_ACCOUNT);
  });

  return {
    /** Starts a session and returns the token for the cookie. */
    start(userId: number, expiresAt: Date): string {
      const token = randomBytes(32).toString('base64url');
      startSession(hashToken(token), userId, expiresAt.toISOString());
      return token;
    },
    userIdOf(token: string, now: Date): number | null {
      return find.get(hashToken(token), now.toISOString())?.user_id ?? null;
    },
    end: (token: string) => void remove.run(hashToken(token)),
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
