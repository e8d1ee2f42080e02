/** E-mails the demo server "sends": recorded so the resend-activation flow can be seen and tested. */
import type { Db } from '../db/open.ts';

export interface OutboxMessage {
  to: string;
  subject: string;
  sent_at: string;
}

export function createOutboxRepository(db: Db) {
  const insert = db.prepare<[number, string, string, string, string]>(
    'INSERT INTO outbox (user_id, to_address, subject, body, sent_at) VALUES (?, ?, ?, ?, ?)',
  );
  const list = db.prepare<[number], OutboxMessage>(
    'SELECT to_address AS "to", subject, sent_at FROM outbox WHERE user_id = ? ORDER BY id DESC LIMIT 50',
  );
  const total = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM outbox WHERE user_id = ?');
  return {
    send(userId: number, to: string, subject: string, body: string, now: Date): void {
      insert.run(userId, to, subject, body, now.toISOString());
    },
    forUser: (userId: number) => ({ results: list.all(userId), count: total.get(userId)?.n ?? 0 }),
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
