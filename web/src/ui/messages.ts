import { defineMessages } from '../i18n/intl.ts';

export default defineMessages({
  close: {
    id: 'ui.close',
    defaultMessage: 'Close',
    description: 'Accessible name of a button that closes a dialog or a notice.',
  },
  loading: {
    id: 'ui.loading',
    defaultMessage: 'Loading',
    description: 'Accessible name of a section placeholder while it loads.',
  },
  notifications: {
    id: 'ui.notifications',
    defaultMessage: 'Notifications',
    description: 'Accessible name of the region where short notices (toasts) appear.',
  },
});
