/**
 * The server-rendered sign-in: CSRF first, then the limits, then exactly one scrypt check whether or not
 * the account exists, so neither the answer nor its timing tells which accounts exist.
 *
 * Failures are limited per account *from one address* and per address, never per account alone: a
 * stranger's wrong passwords cannot lock a learner out, and the right password from another address
 * still works. Successful sign-ins are limited per address too, since each one costs a hash and a
 * session. The address is the socket's, or the client's as a proxy named in ATRIUM_TRUST_PROXY says.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../http/context.ts';
import { sendJson } from '../http/endpoints.ts';
import { requestOrigin } from '../http/urls.ts';
import { sendPage } from '../pages/respond.ts';
import type { UserRow } from '../repositories/users.ts';
import { CSRF_FORM_FIELD, csrfMatches, issueCsrfToken } from './csrf.ts';
import { loginForm } from './forms.ts';
import { signIn } from './identity.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';
import { inMinutes } from './rateLimit.ts';
import { safeRedirect } from './redirect.ts';
import { formOf, nextOf, str, wantsJson } from './requestFields.ts';

export const FORM_EXPIRED = 'Your form expired. Please try again.';
export const WRONG_CREDENTIALS = 'The username, e-mail or password is incorrect.';

export const tooManyAttempts = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts. Please try again ${inMinutes(retryAfterSeconds)}.`;
export const tooManySignIns = (retryAfterSeconds: number) =>
  `Too many sign-ins from this network. Please try again ${inMinutes(retryAfterSeconds)}.`;

/** The account a login names: the user when it names one (by username or e-mail), else the text. */
const accountKey = (user: UserRow | null, login: string) =>
  user ? `user:${user.id}` : `login:${login.toLowerCase()}`;

export function registerLogin(app: FastifyInstance, ctx: AppContext): void {
  const canRegister = () => ctx.instance.allowPublicAccountCreation;
  const { failuresPerAccountAddress, failuresPerAddress, signInsPerAddress } = ctx.limits;

  app.get('/login', (req, reply) =>
    sendPage(
      ctx,
      reply,
      200,
      'Sign in',
      loginForm({ csrf: issueCsrfToken(req, reply), next: nextOf(req), canRegister: canRegister() }),
    ),
  );

  app.post('/login', async (req: FastifyRequest, reply: FastifyReply) => {
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
    const tooMany = (wait: number, code: string, message: string) => {
      reply.header('retry-after', String(wait));
      return refuse(429, code, message);
    };

    if (!csrfMatches(req, form[CSRF_FORM_FIELD])) return refuse(403, 'csrf_failed', FORM_EXPIRED);
    const user = login ? ctx.repos.users.byLogin(login) : null;
    const address = req.ip;
    const pair = `${accountKey(user, login)} from ${address}`;
    const failed = Math.max(
      failuresPerAccountAddress.retryAfter(pair),
      failuresPerAddress.retryAfter(address),
    );
    if (failed > 0) return tooMany(failed, 'too_many_attempts', tooManyAttempts(failed));
    const signedIn = signInsPerAddress.retryAfter(address);
    if (signedIn > 0) return tooMany(signedIn, 'too_many_sign_ins', tooManySignIns(signedIn));
    // Resolved before anything is written, so a request refused for its Host header changes nothing.
    const target = safeRedirect(next, requestOrigin(req), ctx.frontendOrigins);

    // Counted before the hash, both ways, so that parallel attempts cannot outrun the limits; the
    // outcome takes back the count that does not apply.
    failuresPerAccountAddress.hit(pair);
    const uncountAddressFailure = failuresPerAddress.hit(address);
    const uncountSignIn = signInsPerAddress.hit(address);
    // Always one scrypt: a missing account takes as long as a wrong password.
    const valid = await verifyPassword(str(form.password).slice(0, 200), user?.password_hash ?? DUMMY_HASH);
    if (!user || !valid) {
      uncountSignIn();
      return refuse(400, 'invalid_credentials', WRONG_CREDENTIALS);
    }
    // A correct password clears this account's failures from this address; the address keeps its
    // earlier failures (it may be guessing other accounts).
    failuresPerAccountAddress.reset(pair);
    uncountAddressFailure();
    signIn(ctx, reply, user);
    return reply.redirect(target, 303);
  });
}
