/** Sending a server-rendered page. */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { html, type SafeHtml } from '../http/html.ts';
import { markPersonal } from '../http/personal.ts';
import { renderPage } from './layout.ts';

export function sendPage(
  ctx: AppContext,
  reply: FastifyReply,
  status: number,
  title: string,
  body: SafeHtml,
): FastifyReply {
  // Every server-rendered page shows or acts on the session (sign-in forms carry a CSRF token).
  markPersonal(reply);
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(renderPage({ title, platformName: ctx.instance.platformName, body }));
}

export const signInPrompt = (next: string) =>
  html`<p>
    You are not signed in. <a href="/login?next=${encodeURIComponent(next)}">Sign in</a> to continue.
  </p>`;

/** A page for signed-in learners, as a visitor sees it: its heading and a way to sign in and come back. */
export const signInPage = (ctx: AppContext, reply: FastifyReply, title: string, next: string) =>
  sendPage(
    ctx,
    reply,
    200,
    title,
    html`<h1>${title}</h1>
      ${signInPrompt(next)}`,
  );

export const notFoundPage = (ctx: AppContext, reply: FastifyReply, what: string) =>
  sendPage(
    ctx,
    reply,
    404,
    'Not found',
    html`<h1>Not found</h1>
      <p>${what} does not exist.</p>
      <p><a href="/">Go to the home page</a></p>`,
  );
