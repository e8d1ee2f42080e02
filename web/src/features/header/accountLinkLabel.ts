import type { MessageDescriptor } from 'react-intl';
import type { AccountLinkKey } from './accountLinks.ts';
import menuMessages from './menuMessages.ts';
import messages from './messages.ts';

/** The label of each account link (avatar menu, /profile). */
export function accountLinkLabel(key: AccountLinkKey): MessageDescriptor {
  return key === 'dashboard' ? messages.dashboard : menuMessages[key];
}
