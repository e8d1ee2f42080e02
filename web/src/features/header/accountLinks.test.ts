import { describe, expect, it } from 'vitest';
import { accountLinks, profileUrl } from './accountLinks.ts';

const settings = {
  accountProfileUrl: 'http://lms/',
  accountSettingsUrl: 'http://lms/account/settings',
  orderHistoryUrl: 'http://lms/orders',
  logoutUrl: 'http://lms/logout',
};
const here = 'http://app/overview';

describe('accountLinks (avatar menu)', () => {
  it('lists Profile, Account, Dashboard, Order History and Sign Out with billing', () => {
    expect(accountLinks({ ...settings, hasBilling: true }, 'learner', here)).toEqual([
      { key: 'profile', href: 'http://lms/u/learner' },
      { key: 'account', href: 'http://lms/account/settings' },
      { key: 'dashboard', to: '/overview' },
      { key: 'orderHistory', href: 'http://lms/orders' },
      { key: 'signOut', href: `http://lms/logout?next=${encodeURIComponent(here)}` },
    ]);
  });

  it('leaves Order History out without billing', () => {
    const keys = accountLinks({ ...settings, hasBilling: false }, 'learner', here).map((link) => link.key);
    expect(keys).toEqual(['profile', 'account', 'dashboard', 'signOut']);
  });

  it('encodes the username in the profile address', () => {
    expect(profileUrl('http://lms', 'a b/c')).toBe('http://lms/u/a%20b%2Fc');
  });
});
