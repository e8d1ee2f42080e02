/** Payment transactions of the payment stand-in. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';

export type TransactionStatus = 'pending' | 'approved' | 'failed';
export interface TransactionRow {
  id: string;
  user_id: number;
  course_id: number;
  status: TransactionStatus;
  return_origin: string | null;
}

export function createTransactionsRepository(db: Db) {
  const insert = db.prepare<[string, number, number, string | null, string]>(
    "INSERT INTO transactions (id, user_id, course_id, status, return_origin, created_at) VALUES (?, ?, ?, 'pending', ?, ?)",
  );
  const byId = db.prepare<[string], TransactionRow>(
    'SELECT id, user_id, course_id, status, return_origin FROM transactions WHERE id = ?',
  );
  const forUser = db.prepare<
    [number],
    {
      id: string;
      status: TransactionStatus;
      created_at: string;
      display_name: string;
      price: number;
      currency: string;
    }
  >(
    `SELECT t.id, t.status, t.created_at, c.display_name, c.price, c.currency
     FROM transactions t JOIN courses c ON c.id = t.course_id WHERE t.user_id = ? ORDER BY t.created_at DESC LIMIT 100`,
  );
  const pendingOf = db.prepare<[number, number], string>(
    "SELECT id FROM transactions WHERE user_id = ? AND course_id = ? AND status = 'pending' LIMIT 1",
  );
  const setReturnOrigin = db.prepare<[string | null, string]>(
    'UPDATE transactions SET return_origin = ? WHERE id = ?',
  );
  const settle = db.prepare<[TransactionStatus, string]>(
    "UPDATE transactions SET status = ? WHERE id = ? AND status = 'pending'",
  );
  return {
    /**
     * The learner's pending transaction for the course, opened now unless one is pending already: a
     * retried or doubled request pays through the same one. Synchronous, so no two requests interleave.
     */
    open(userId: number, courseId: number, returnOrigin: string | null, now: Date): string {
      const pending = pendingOf.pluck().get(userId, courseId);
      if (pending) {
        setReturnOrigin.run(returnOrigin, pending);
        return pending;
      }
      const id = randomUUID();
      insert.run(id, userId, courseId, returnOrigin, now.toISOString());
      return id;
    },
    byId: (id: string) => byId.get(id) ?? null,
    forUser: (userId: number) => forUser.all(userId),
    /** Moves a pending transaction to `status`; false (and nothing changed) when it is not pending. */
    settle: (id: string, status: TransactionStatus) => settle.run(status, id).changes === 1,
  };
}
export type TransactionsRepository = ReturnType<typeof createTransactionsRepository>;
