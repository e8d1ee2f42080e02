/**
 * The language cookie (`openedx-language-preference`) as the LMS reads it. Its domain comes from
 * configuration (`SESSION_COOKIE_DOMAIN`), never from cutting up a URL, and is used only when this
 * page's host lies inside it: a cookie for a foreign domain is silently dropped by the browser, which
 * is how an earlier client ended up reloading forever.
 */
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const DOMAIN = /^\.?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

export interface CookieScope {
  /** The configured cookie domain, or null for this host only. */
  domain: string | null;
  /** This page's location. */
  hostname: string;
  protocol: string;
}

/** The configured domain when it is a host name this page belongs to; null (host-only) otherwise. */
export function cookieDomain({ domain, hostname }: Pick<CookieScope, 'domain' | 'hostname'>): string | null {
  const wanted = domain?.trim().toLowerCase() ?? '';
  if (wanted === '' || !DOMAIN.test(wanted)) return null;
  const bare = wanted.replace(/^\./, '');
  const host = hostname.toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? wanted : null;
}

/** The `document.cookie` assignment that stores `code` for a year on the whole site. */
export function languageCookie(name: string, code: string, scope: CookieScope): string {
  const parts = [
    `${name}=${encodeURIComponent(code)}`,
    'Path=/',
    `Max-Age=${ONE_YEAR_SECONDS}`,
    'SameSite=Lax',
  ];
  const domain = cookieDomain(scope);
  if (domain !== null) parts.push(`Domain=${domain}`);
  if (scope.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function writeLanguageCookie(name: string, code: string, domain: string | null): void {
  const { hostname, protocol } = window.location;
  document.cookie = languageCookie(name, code, { domain, hostname, protocol });
}
