import { useIntl } from '../../i18n/intl.ts';
import { NavLink } from '../../lib/router/index.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';

const TABS = [
  { to: '/overview', label: messages.overviewTab },
  { to: '/inprogress', label: routeLabels.inProgress },
  { to: '/completed', label: routeLabels.completed },
] as const;

/** Overview / In progress / Completed; the current one carries aria-current="page". */
export function DashboardTabs() {
  const intl = useIntl();
  return (
    <nav className={styles.tabs} aria-label={intl.formatMessage(messages.dashboardNavigation)}>
      <ul className={styles.tabList}>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink className={styles.tab} to={tab.to} end>
              {intl.formatMessage(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
