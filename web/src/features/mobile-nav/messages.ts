import { defineMessages } from '../../i18n/intl.ts';

export default defineMessages({
  label: {
    id: 'mobileNav.label',
    defaultMessage: 'Quick navigation',
    description: 'Accessible name of the phone bottom tab bar.',
  },
  home: { id: 'mobileNav.home', defaultMessage: 'Home', description: 'Bottom tab: home page.' },
  dashboard: {
    id: 'mobileNav.dashboard',
    defaultMessage: 'Dashboard',
    description: 'Bottom tab: learner dashboard.',
  },
  discover: {
    id: 'mobileNav.discover',
    defaultMessage: 'Discover',
    description: 'Bottom tab: discover catalogue.',
  },
  profile: {
    id: 'mobileNav.profile',
    defaultMessage: 'Profile',
    description: 'Bottom tab: the account page.',
  },
});
