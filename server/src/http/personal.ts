/**
 * Answers for one person (a learner's data, a page or answer that depends on the session, anything that
 * sets a cookie): no cache may store them, and a cache that tells answers apart by request headers must
 * look at the Cookie header. Public catalogue answers stay cacheable.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { varyOn } from './compression.ts';

export function markPersonal(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  varyOn(reply, 'Cookie');
}

/** Whatever else an answer is, one that sets a cookie (sign-in, sign-out, a CSRF token) is personal. */
export function registerPersonalAnswers(app: FastifyInstance): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.hasHeader('set-cookie')) markPersonal(reply);
    done(null, payload);
  });
}
