/**
 * Stand-ins for the LMS pages Atrium links to, so every demo link lands on a real page. Visiting the
 * learning area's course home records the visit (what `has_visited_course` reports).
 */
import { formatPrice, priceOfAmount } from '@atrium/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_FORM_FIELD, csrfMatches, issueCsrfToken } from '../auth/csrf.ts';
import { viewerFromSession } from '../auth/identity.ts';
import type { AppContext } from '../http/context.ts';
import { html, type SafeHtml } from '../http/html.ts';
import { courseModes } from '../openedx/courseFacts.ts';
import { notFoundPage, sendPage, signInPage, signInPrompt } from './respond.ts';

const param = (req: FastifyRequest, name: string) => (req.params as Record<string, string>)[name] ?? '';
const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { dateStyle: 'long', timeZone: 'UTC' });

/** Where the activation e-mail leads: one button standing in for "click the link in the e-mail". */
const activationForm = (csrf: string) =>
  html`<form method="post" action="/account/activate">
    <input type="hidden" name="${CSRF_FORM_FIELD}" value="${csrf}" />
    <button type="submit">Activate my account</button>
  </form>`;

/** A stand-in page: a note naming the LMS page it stands in for, then its title as the heading. */
export function sendStandIn(
  ctx: AppContext,
  reply: FastifyReply,
  standsFor: string,
  title: string,
  body: SafeHtml,
) {
  return sendPage(
    ctx,
    reply,
    200,
    title,
    html`<p class="note">${standsFor} (stand-in)</p>
      <h1>${title}</h1>
      ${body}`,
  );
}

export function registerStandIns(app: FastifyInstance, ctx: AppContext): void {
  app.get('/learning/course/:course_id/home', (req, reply) => {
    const course = ctx.repos.courses.byKey(param(req, 'course_id'));
    if (!course) return notFoundPage(ctx, reply, 'This course');
    const viewer = viewerFromSession(ctx, req);
    const enrollment = viewer ? ctx.repos.enrollments.find(viewer.id, course.id) : null;
    if (viewer && enrollment?.is_active === 1)
      ctx.repos.enrollments.markVisited(viewer.id, course.id, ctx.now());
    const status = !viewer
      ? signInPrompt(req.url)
      : enrollment?.is_active === 1
        ? html`<p>
            Welcome, ${viewer.name}. Your visit has been recorded: the dashboard now offers “Resume Course”.
          </p>`
        : html`<p>You are not enrolled in this course.</p>`;
    return sendStandIn(
      ctx,
      reply,
      'Learning area',
      course.display_name,
      html`<p>${course.short_description}</p>
        ${status}
        <p>
          <a href="/course/${encodeURIComponent(course.slug)}/">Course information</a> ·
          <a href="/overview">Dashboard</a>
        </p>`,
    );
  });

  // Where a stock LMS sells a course's paid track (Atrium sends buyers there on a stock platform).
  app.get('/course_modes/choose/:course_id/', (req, reply) => {
    const course = ctx.repos.courses.byKey(param(req, 'course_id'));
    if (!course) return notFoundPage(ctx, reply, 'This course');
    const tracks = courseModes(course).map(
      (mode) =>
        html`<li>
          ${mode.name}:
          ${mode.minPrice > 0 ? formatPrice(priceOfAmount(mode.minPrice, mode.currency), mode.currency, 'en') : 'free'}
        </li>`,
    );
    return sendStandIn(
      ctx,
      reply,
      'Track selection',
      `Choose your track: ${course.display_name}`,
      html`<ul>
          ${tracks}
        </ul>
        <p><a href="/course/${encodeURIComponent(course.slug)}/">Course information</a></p>`,
    );
  });

  app.get('/u/:username', (req, reply) => {
    const user = ctx.repos.users.byLogin(param(req, 'username'));
    if (!user || user.username !== param(req, 'username')) return notFoundPage(ctx, reply, 'This profile');
    return sendStandIn(
      ctx,
      reply,
      'Profile',
      user.name,
      html`<p>Username: ${user.username}</p>
        <p><a href="/overview">Dashboard</a></p>`,
    );
  });

  // The activation e-mail's link (stand-in): activates the signed-in account, guarded by the form's CSRF token.
  app.post('/account/activate', (req, reply) => {
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) return reply.redirect('/login?next=%2Faccount%2Fsettings', 303);
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (!csrfMatches(req, form[CSRF_FORM_FIELD]))
      return sendPage(
        ctx,
        reply,
        403,
        'Account settings',
        html`<h1>Account settings</h1>
          <p role="alert">This form has expired. <a href="/account/settings">Try again</a>.</p>`,
      );
    ctx.repos.users.activate(viewer.id);
    return reply.redirect('/account/settings', 303);
  });

  app.get('/account/settings', (req, reply) => {
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) return signInPage(ctx, reply, 'Account settings', req.url);
    const language = ctx.repos.users.preferences(viewer.id)['pref-lang'] ?? 'not set';
    return sendStandIn(
      ctx,
      reply,
      'Account settings',
      'Account settings',
      html`<dl>
          <dt>Name</dt>
          <dd>${viewer.name}</dd>
          <dt>E-mail</dt>
          <dd>${viewer.email}</dd>
          <dt>Account</dt>
          <dd>${viewer.isActive ? 'Active' : 'Not activated yet'}</dd>
          <dt>Language</dt>
          <dd>${language}</dd>
        </dl>
        ${viewer.isActive ? '' : activationForm(issueCsrfToken(req, reply))}
        <p><a href="/overview">Dashboard</a></p>`,
    );
  });

  app.get('/orders', (req, reply) => {
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) return signInPage(ctx, reply, 'Order history', req.url);
    const orders = ctx.repos.transactions.forUser(viewer.id);
    const rows = orders.map(
      (o) =>
        html`<tr>
          <td>${dateOf(o.created_at)}</td>
          <td>${o.display_name}</td>
          <td>${formatPrice(o.price, o.currency, 'en')}</td>
          <td>${o.status}</td>
        </tr>`,
    );
    return sendStandIn(
      ctx,
      reply,
      'Order history',
      'Order history',
      html`${
        orders.length
          ? html`<table>
              <caption class="note">
                Your orders
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Course</th>
                  <th scope="col">Price</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                ${rows}
              </tbody>
            </table>`
          : html`<p>You have no orders yet.</p>`
      }`,
    );
  });

  app.get('/certificates/:uuid', (req, reply) => {
    const certificate = ctx.repos.enrollments.certificate(param(req, 'uuid'));
    if (!certificate) return notFoundPage(ctx, reply, 'This certificate');
    return sendPage(
      ctx,
      reply,
      200,
      `Certificate: ${certificate.course_name}`,
      html`<p class="note">Certificate of completion</p>
        <h1>${certificate.course_name}</h1>
        <p>
          This certifies that <strong>${certificate.user_name}</strong> successfully completed
          <strong>${certificate.course_name}</strong>, offered by ${certificate.org_name}, on
          ${dateOf(certificate.issued_at)}.
        </p>
        <p class="note">Certificate ID: ${certificate.uuid}</p>`,
    );
  });
}
