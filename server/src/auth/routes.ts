/** The server-rendered sign-in, registration and sign-out of the reference LMS. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import type { SafeHtml } from '../http/html.ts';
import { requestOrigin } from '../http/urls.ts';
import { sendPage } from '../pages/respond.ts';
import { clearAuthCookies, readSessionToken } from './cookies.ts';
import { CSRF_FORM_FIELD, csrfMatches, issueCsrfToken } from './csrf.ts';
import { loginForm, registerForm, type FieldErrors } from './forms.ts';
import { signIn } from './identity.ts';
import { FORM_EXPIRED, registerLogin } from './login.ts';
import { hashPassword } from './password.ts';
import { inMinutes } from './rateLimit.ts';
import { safeRedirect } from './redirect.ts';
import { validateRegistration } from './registration.ts';
import { formOf, nextOf, str } from './requestFields.ts';

export const tooManyRegistrations = (retryAfterSeconds: number) =>
  `Too many accounts were created from this network. Please try again ${inMinutes(retryAfterSeconds)}.`;
const TAKEN = 'This username or e-mail address is already registered.';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const page = (reply: FastifyReply, status: number, title: string, body: SafeHtml) =>
    sendPage(ctx, reply, status, title, body);
  const redirectTarget = (req: FastifyRequest, next: string) =>
    safeRedirect(next, requestOrigin(req), ctx.frontendOrigins);
  const canRegister = () => ctx.instance.allowPublicAccountCreation;
  const expired = FORM_EXPIRED;

  const registrations = ctx.limits.registrationsPerAddress;

  registerLogin(app, ctx);

  app.get('/register', (req, reply) => {
    if (!canRegister())
      return page(
        reply,
        403,
        'Create an account',
        loginForm({
          csrf: issueCsrfToken(req, reply),
          next: nextOf(req),
          error: 'Account creation is disabled on this platform.',
          canRegister: false,
        }),
      );
    return page(
      reply,
      200,
      'Create an account',
      registerForm({
        csrf: issueCsrfToken(req, reply),
        next: nextOf(req),
        values: { name: '', username: '', email: '' },
        errors: {},
      }),
    );
  });

  app.post('/register', async (req, reply) => {
    const form = formOf(req);
    const next = str(form.next);
    const csrf = issueCsrfToken(req, reply);
    const { values, errors } = validateRegistration(form);
    const refuse = (status: number, fields: FieldErrors, error?: string) =>
      page(reply, status, 'Create an account', registerForm({ csrf, next, values, errors: fields, error }));
    if (!canRegister()) return refuse(403, errors, 'Account creation is disabled on this platform.');
    if (!csrfMatches(req, form[CSRF_FORM_FIELD])) return refuse(403, {}, expired);
    if (Object.values(errors).some(Boolean)) return refuse(400, errors);
    const { users } = ctx.repos;
    if (users.isTaken(values.username, values.email)) return refuse(400, { username: TAKEN });
    const wait = registrations.retryAfter(req.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return refuse(429, {}, tooManyRegistrations(wait));
    }
    // Resolved before anything is written, so a request refused for its Host header changes nothing.
    const target = redirectTarget(req, next);
    // Counted before the hash, so that parallel registrations cannot outrun the limit.
    const uncount = registrations.hit(req.ip);
    const passwordHash = await hashPassword(values.password);
    // Again: another registration may have taken the name while this one was hashing.
    if (users.isTaken(values.username, values.email)) {
      uncount();
      return refuse(400, { username: TAKEN });
    }
    // New accounts start inactive, as on Open edX, until the e-mail address is confirmed.
    const id = users.create({ ...values, passwordHash, isActive: false, createdAt: ctx.now().toISOString() });
    const user = users.byId(id);
    if (user) signIn(ctx, reply, user);
    return reply.redirect(target, 303);
  });

  app.get('/logout', (req, reply) => {
    const target = redirectTarget(req, nextOf(req));
    const token = readSessionToken(req);
    if (token) ctx.repos.sessions.end(token);
    clearAuthCookies(reply);
    return reply.redirect(target, 302);
  });
}
