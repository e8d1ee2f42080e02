/**
 * The server-rendered sign-in: CSRF first, then the throttle (bounded failures per account and per
 * address), then exactly one scrypt check whether or not the account exists, so neither the answer nor
 * its timing tells which accounts exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginThrottleSettings } from '../config.ts';
import type { AppContext } from '../http/context.ts';
import { sendJson } from '../http/endpoints.ts';
import { requestOrigin } from '../http/urls.ts';
import { sendPage } from '../pages/respond.ts';
import type { UserRow } from '../repositories/users.ts';
import { CSRF_FORM_FIELD, csrfMatches, issueCsrfToken } from './csrf.ts';
import { loginForm } from './forms.ts';
import { signIn } from './identity.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { safeRedirect } from './redirect.ts';
import { formOf, nextOf, str, wantsJson } from './requestFields.ts';
import { LoginThrottle } from './throttle.ts';

export const FORM_EXPIRED = 'Your form expired. Please try again.';
export const WRONG_CREDENTIALS = 'The username, e-mail or password is incorrect.';

export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Failures count per account: the user when the login names one (by username or e-mail), else the text. */
const accountKey = (user: UserRow | null, login: string) =>
  user ? `user:${user.id}` : `login:${login.toLowerCase()}`;

export function registerLogin(app: FastifyInstance, ctx: AppContext, settings: LoginThrottleSettings): void {
  const throttle = new LoginThrottle(settings, ctx.now);
  const canRegister = () => ctx.instance.allowPublicAccountCreation;

  app.get('/login', (req, reply) =>
    sendPage(
      ctx,
      reply,
      200,
      'Sign in',
      loginForm({ csrf: issueCsrfToken(req, reply), next: nextOf(req), canRegister: canRegister() }),
    ),
  );

  app.post('/login', (req: FastifyRequest, reply: FastifyReply) => {
    const form = formOf(req);
    const next = str(form.next);
    const login = str(form.login).trim().slice(0, 254);
    const csrf = issueCsrfToken(req, reply);
    const refuse = (status: number, code: string, message: string) =>
      wantsJson(req)
        ? sendJson(reply, status, { error: code, message })
        : sendPage(
            ctx,
            reply,
            status,
            'Sign in',
            loginForm({ csrf, next, login, error: message, canRegister: canRegister() }),
          );

    if (!csrfMatches(req, form[CSRF_FORM_FIELD])) return refuse(403, 'csrf_failed', FORM_EXPIRED);
    const user = login ? ctx.repos.users.byLogin(login) : null;
    const account = accountKey(user, login);
    const wait = throttle.retryAfter(account, req.ip);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return refuse(429, 'too_many_attempts', tooManyAttempts(wait));
    }
    // Resolved before anything is written, so a request refused for its Host header changes nothing.
    const target = safeRedirect(next, requestOrigin(req), ctx.frontendOrigins);
    // Always one scrypt: a missing account takes as long as a wrong password.
    const valid = verifyPassword(str(form.password).slice(0, 200), user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      throttle.recordFailure(account, req.ip);
      return refuse(400, 'invalid_credentials', WRONG_CREDENTIALS);
    }
    throttle.recordSuccess(account);
    signIn(ctx, reply, user);
    return reply.redirect(target, 303);
  });
}
