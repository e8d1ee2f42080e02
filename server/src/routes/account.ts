/** Account, preferences, activation e-mail and its outbox, CSRF token and JWT refresh. */
import { issueCsrfToken } from '../auth/csrf.ts';
import { mintJwt, viewerFromSession } from '../auth/identity.ts';
import { inMinutes } from '../auth/rateLimit.ts';
import { avatarUrl } from '../catalogue/images.ts';
import { HttpError, notFound, unauthorized, type PlatformBody } from '../http/errors.ts';
import type { HandlerGroup } from '../http/handler.ts';

/**
 * The user API's answer to a preference it refuses (edx-platform,
 * openedx/core/djangoapps/user_api/preferences/api.py, validate_user_preference_serializer).
 */
export function invalidPreferencesBody(raw: unknown): PlatformBody {
  const key = 'pref-lang';
  const value = raw && typeof raw === 'object' && key in raw ? (raw as Record<string, unknown>)[key] : null;
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const empty = `Preference '${key}' cannot be set to an empty value.`;
  const [developer, user] =
    text === ''
      ? [empty, empty]
      : [
          `Value '${text}' not valid for preference '${key}': not a language code.`,
          `Value '${text}' is not valid for user preference '${key}'.`,
        ];
  return { field_errors: { [key]: { developer_message: developer, user_message: user } } };
}

export const accountHandlers: HandlerGroup<
  'userAccount' | 'updatePreferences' | 'sendActivationEmail' | 'outbox' | 'csrfToken' | 'refreshToken'
> = {
  userAccount: ({ ctx, learner, origin }) => {
    const user = ctx.repos.users.byId(learner().id);
    if (!user) throw notFound('This account');
    const image = user.has_avatar === 1 ? avatarUrl(origin, user.username) : null;
    return {
      username: user.username,
      email: user.email,
      name: user.name,
      is_active: user.is_active === 1,
      profile_image: { has_image: image !== null, image_url_medium: image, image_url_full: image },
    };
  },

  updatePreferences: ({ ctx, learner, body }) => {
    ctx.repos.users.patchPreferences(learner().id, body);
    return undefined;
  },

  // Atrium extension: an active account has nothing to confirm, so nothing is sent; the others get a
  // few e-mails per window (per account, and per address over every account it signs in to).
  sendActivationEmail: ({ ctx, learner, origin, req, reply }) => {
    const viewer = learner();
    if (viewer.isActive) return {};
    const { activationEmailsPerAccount: perAccount, activationEmailsPerAddress: perAddress } = ctx.limits;
    const account = `user:${viewer.id}`;
    const wait = Math.max(perAccount.retryAfter(account), perAddress.retryAfter(req.ip));
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(
        429,
        'too_many_emails',
        `An activation e-mail was sent a moment ago: check your inbox, or ask again ${inMinutes(wait)}.`,
      );
    }
    perAccount.hit(account);
    perAddress.hit(req.ip);
    ctx.repos.outbox.send(
      viewer.id,
      viewer.email,
      `Activate your ${ctx.instance.platformName} account`,
      `Hello ${viewer.name},\n\nConfirm your e-mail address to activate your account: ${origin}/account/settings\n`,
      ctx.now(),
    );
    return {};
  },

  outbox: ({ ctx, learner }) => ctx.repos.outbox.forUser(learner().id),

  csrfToken: ({ req, reply }) => ({ csrfToken: issueCsrfToken(req, reply) }),

  refreshToken: ({ ctx, req, reply }) => {
    const viewer = viewerFromSession(ctx, req);
    if (!viewer) throw unauthorized('No valid session: sign in again.');
    mintJwt(ctx, reply, viewer);
    return {};
  },
};
