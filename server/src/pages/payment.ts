/**
 * The payment gateway stand-in: the page create-transaction points to. Approve enrolls the learner and
 * returns to the course page; Fail returns with `payment_status=failed`. Each transaction is settled
 * once (paymentState.ts): a second outcome answers 409 and changes nothing.
 */
import { formatPrice } from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_FORM_FIELD, csrfMatches, issueCsrfToken } from '../auth/csrf.ts';
import { viewerFromSession } from '../auth/identity.ts';
import type { AppContext, Viewer } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { html } from '../http/html.ts';
import type { TransactionRow } from '../repositories/transactions.ts';
import { enrollLearner } from '../catalogue/enrollLearner.ts';
import { settledStatus } from './paymentState.ts';
import { notFoundPage, sendPage, signInPage } from './respond.ts';

const TITLE = 'Payment';

export function registerPaymentPages(app: FastifyInstance, ctx: AppContext): void {
  /** The pending transaction of the signed-in learner, or a page has been sent. */
  function load(
    req: FastifyRequest,
    reply: FastifyReply,
  ): { viewer: Viewer; transaction: TransactionRow } | null {
    const id = (req.params as { id?: string }).id ?? '';
    const transaction = ctx.repos.transactions.byId(id);
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) {
      signInPage(ctx, reply, TITLE, `/payment/${encodeURIComponent(id)}`);
      return null;
    }
    if (!transaction || transaction.user_id !== viewer.id) {
      notFoundPage(ctx, reply, 'This payment');
      return null;
    }
    return { viewer, transaction };
  }

  const courseUrl = (t: TransactionRow, slug: string, failed: boolean) =>
    `${t.return_origin ?? ''}/course/${encodeURIComponent(slug)}/${failed ? '?payment_status=failed' : ''}`;

  app.get('/payment/:id', (req, reply) => {
    const found = load(req, reply);
    if (!found) return reply;
    const { transaction } = found;
    const course = ctx.repos.courses.rowsInOrder([transaction.course_id])[0];
    if (!course) return notFoundPage(ctx, reply, 'This course');
    const csrf = issueCsrfToken(req, reply);
    const action = (verb: string) => `/payment/${encodeURIComponent(transaction.id)}/${verb}`;
    const token = html`<input type="hidden" name="${CSRF_FORM_FIELD}" value="${csrf}" />`;
    return sendPage(
      ctx,
      reply,
      200,
      TITLE,
      html`<p class="note">Payment gateway (stand-in: no money changes hands)</p>
        <h1>${TITLE}</h1>
        <p>${course.display_name} — <strong>${formatPrice(course.price, course.currency, 'en')}</strong></p>
        ${transaction.status !== 'pending' ? html`<p class="alert" role="alert">This payment is already ${transaction.status}.</p>` : ''}
        <div class="actions">
          <form method="post" action="${action('approve')}">
            ${token}<button type="submit">Approve payment</button>
          </form>
          <form method="post" action="${action('fail')}">
            ${token}<button type="submit" class="secondary">Fail payment</button>
          </form>
        </div>`,
    );
  });

  const alreadySettled = (reply: FastifyReply, transaction: TransactionRow, slug: string) =>
    sendPage(
      ctx,
      reply,
      409,
      TITLE,
      html`<h1>${TITLE}</h1>
        <p class="alert" role="alert">This payment is already ${transaction.status}. Nothing was changed.</p>
        <p><a href="${courseUrl(transaction, slug, false)}">Back to the course</a></p>`,
    );

  app.post('/payment/:id/:outcome', (req, reply) => {
    const outcome = (req.params as { outcome?: string }).outcome;
    if (outcome !== 'approve' && outcome !== 'fail') return notFoundPage(ctx, reply, 'This page');
    const found = load(req, reply);
    if (!found) return reply;
    const { viewer, transaction } = found;
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (!csrfMatches(req, form[CSRF_FORM_FIELD])) {
      return sendPage(
        ctx,
        reply,
        403,
        TITLE,
        html`<h1>${TITLE}</h1>
          <p class="alert" role="alert">Your form expired. Go back and try again.</p>`,
      );
    }
    const course = ctx.repos.courses.rowsInOrder([transaction.course_id])[0];
    if (!course) return notFoundPage(ctx, reply, 'This course');
    const status = settledStatus(transaction.status, outcome);
    if (!status) return alreadySettled(reply, transaction, course.slug);
    try {
      // Settled and (when approved) enrolled together, or neither: a refused enrollment leaves it pending.
      const settled = ctx.db.transaction(() => {
        if (!ctx.repos.transactions.settle(transaction.id, status)) return false;
        if (status === 'approved') enrollLearner(ctx, viewer, course, true);
        return true;
      })();
      if (!settled) return alreadySettled(reply, transaction, course.slug);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return sendPage(
        ctx,
        reply,
        error.statusCode,
        TITLE,
        html`<h1>${TITLE}</h1>
          <p class="alert" role="alert">${error.message}</p>`,
      );
    }
    return reply.redirect(courseUrl(transaction, course.slug, status === 'failed'), 303);
  });
}
