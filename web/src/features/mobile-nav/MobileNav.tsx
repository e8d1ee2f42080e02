/**
 * The phone bottom tab bar (≤ 768 px): Home, Dashboard, Discover, Profile. The current tab is marked
 * (aria-current and a filled style); Dashboard stays current on its lists, Home on /home.
 */
import { __iconData as compassIcon } from 'lucide-react/icons/compass';
import { __iconData as houseIcon } from 'lucide-react/icons/house';
import { __iconData as layoutDashboardIcon } from 'lucide-react/icons/layout-dashboard';
import { __iconData as userRoundIcon } from 'lucide-react/icons/user-round';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link, useLocation } from '../../lib/router/index.ts';
import messages from './messages.ts';
import styles from './MobileNav.module.css';

const Compass = icon(compassIcon);
const House = icon(houseIcon);
const LayoutDashboard = icon(layoutDashboardIcon);
const UserRound = icon(userRoundIcon);

const TABS = [
  { to: '/', label: messages.home, Icon: House, paths: ['/', '/home'] },
  {
    to: '/overview',
    label: messages.dashboard,
    Icon: LayoutDashboard,
    paths: ['/overview', '/inprogress', '/completed'],
  },
  { to: '/discover', label: messages.discover, Icon: Compass, paths: ['/discover'] },
  { to: '/profile', label: messages.profile, Icon: UserRound, paths: ['/profile'] },
] as const;

export function MobileNav() {
  const intl = useIntl();
  const path = useLocation().pathname.replace(/(.)\/+$/, '$1');
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.list}>
        {TABS.map(({ to, label, Icon, paths }) => {
          const current = (paths as readonly string[]).includes(path);
          return (
            <li key={to}>
              <Link to={to} className={styles.tab} aria-current={current ? 'page' : undefined}>
                <Icon aria-hidden="true" size={22} strokeWidth={current ? 2.4 : 1.8} />
                <span>{intl.formatMessage(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
