/** Where the header's account links go (docs/product-rules.md, "Sign-in and registration"; docs/contract.md, "Links Atrium builds"). */
import type { AppSettings } from '../../config/appSettings.ts';

type SignInSettings = Pick<AppSettings, 'loginUrl' | 'isTPAOnly' | 'tpaQueryParam'>;

/**
 * `{LOGIN_URL}?next={href}`; when sign-in is third-party only, the provider's query parameter comes
 * first and `origin` is added: `{LOGIN_URL}{tpa_queryparam}&next={href}&origin={origin}`.
 */
export function signInUrl(settings: SignInSettings, currentHref: string): string {
  const next = `next=${encodeURIComponent(currentHref)}`;
  if (!settings.isTPAOnly) return `${settings.loginUrl}?${next}`;
  const origin = `origin=${encodeURIComponent(new URL(currentHref).origin)}`;
  const tpa = settings.tpaQueryParam === '' ? '?' : `${settings.tpaQueryParam}&`;
  return `${settings.loginUrl}${tpa}${next}&${origin}`;
}

/** Registration returns to the same page afterwards, as sign-in does. */
export function registerUrl(lmsBaseUrl: string, currentHref: string): string {
  return `${lmsBaseUrl}/register?next=${encodeURIComponent(currentHref)}`;
}

export function signOutUrl(logoutUrl: string, currentHref: string): string {
  return `${logoutUrl}?next=${encodeURIComponent(currentHref)}`;
}

/** Register is hidden only when public account creation is off AND sign-in is third-party only. */
export function showRegister(
  settings: Pick<AppSettings, 'allowPublicAccountCreation' | 'isTPAOnly'>,
): boolean {
  return settings.allowPublicAccountCreation || !settings.isTPAOnly;
}
