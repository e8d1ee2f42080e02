/** The account menu's entries (docs/product-rules.md, "Header and account menu"), as data the two screens render. */
import type { AppSettings } from '../../config/appSettings.ts';
import { signOutUrl } from '../../common/sign-in/authLinks.ts';

export type AccountLinkKey = 'profile' | 'account' | 'dashboard' | 'orderHistory' | 'signOut';

export interface AccountLink {
  key: AccountLinkKey;
  /** A link inside the app (`to`) or a full page load elsewhere (`href`). */
  to?: string;
  href?: string;
}

type LinkSettings = Pick<
  AppSettings,
  'accountProfileUrl' | 'accountSettingsUrl' | 'orderHistoryUrl' | 'hasBilling' | 'logoutUrl'
>;

export function profileUrl(accountProfileUrl: string, username: string): string {
  return `${accountProfileUrl.replace(/\/+$/, '')}/u/${encodeURIComponent(username)}`;
}

/** Profile, Account, Dashboard, Order History (only with billing), Sign Out — in that order. */
export function accountLinks(settings: LinkSettings, username: string, currentHref: string): AccountLink[] {
  const links: AccountLink[] = [
    { key: 'profile', href: profileUrl(settings.accountProfileUrl, username) },
    { key: 'account', href: settings.accountSettingsUrl },
    { key: 'dashboard', to: '/overview' },
  ];
  if (settings.hasBilling) links.push({ key: 'orderHistory', href: settings.orderHistoryUrl });
  links.push({ key: 'signOut', href: signOutUrl(settings.logoutUrl, currentHref) });
  return links;
}
