/**
 * The site header: desktop (> 768 px) with navigation, subjects or dashboard tabs, the search box and
 * the account area; phones (≤ 768 px) with the logo and a button that opens the search screen. Both
 * are rendered and CSS shows one, so the header never jumps while the page loads.
 */
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { icon } from '../../ui/icon.ts';
import { lazy, Suspense } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link, NavLink } from '../../lib/router/index.ts';
import { useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { useSessionFrame } from '../../common/page/sessionFrame.ts';
import { useCapability } from '../../config/capabilities.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { SearchBox } from '../search-box/index.ts';
import { openSearchModal } from '../../common/search/searchModalStore.ts';
import { AuthButtons } from './AuthButtons.tsx';
import messages from './messages.ts';
import { SubjectsMenu } from './SubjectsMenu.tsx';
import styles from './Header.module.css';
import { classNames } from '../../lib/classNames.ts';
import { Slot } from '../../slots/Slot.tsx';
import { SLOT_IDS } from '../../slots/slotIds.ts';

const Search = icon(searchIcon);

const DASHBOARD_TABS = [
  { to: '/overview', label: messages.overview },
  { to: '/inprogress', label: messages.inProgress },
  { to: '/completed', label: messages.completed },
  { to: '/discover', label: messages.discover },
] as const;

// Only signed-in learners need the account menu: it is not part of a visitor's first load.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

function navClass({ isActive }: { isActive: boolean }) {
  return classNames(styles.navLink, isActive && styles.navActive);
}

function Logo() {
  const settings = useSettings();
  return (
    <Slot id={SLOT_IDS.headerLogo}>
      <Link to="/" className={styles.brand}>
        <img className={styles.logo} src={settings.headerLogo} alt={settings.platformName} height={32} />
      </Link>
    </Slot>
  );
}

export function Header() {
  const intl = useIntl();
  const user = useAuthenticatedUser();
  // The server's frame of a signed-in page (common/page/sessionFrame.ts): a learner's tabs, no name.
  const sessionFrame = useSessionFrame();
  const avatarPlaceholder = <span className={styles.avatarPlaceholder} />;
  // A stock platform has no subjects (its /discover opens the search: app/routes.tsx).
  const subjects = useCapability('subjects');

  return (
    <header className={styles.header}>
      <div className={classNames(styles.inner, styles.desktop)}>
        <Logo />
        <nav aria-label={intl.formatMessage(messages.mainNavigation)} className={styles.nav}>
          <Slot id={SLOT_IDS.headerMainMenu}>
            <ul className={styles.navList}>
              {user || sessionFrame ? (
                DASHBOARD_TABS.map((tab) => (
                  <li key={tab.to}>
                    <NavLink to={tab.to} end className={navClass}>
                      {intl.formatMessage(tab.label)}
                    </NavLink>
                  </li>
                ))
              ) : (
                <>
                  <li>
                    <NavLink to="/overview" end className={navClass}>
                      {intl.formatMessage(messages.dashboard)}
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/discover" end className={navClass}>
                      {intl.formatMessage(messages.discover)}
                    </NavLink>
                  </li>
                  {subjects && (
                    <li>
                      <SubjectsMenu />
                    </li>
                  )}
                </>
              )}
            </ul>
          </Slot>
        </nav>
        <div className={styles.search}>
          <SearchBox placement="header" />
        </div>
        {/* Between 769 and 1024 px the box would crowd the navigation: a button opens the search screen. */}
        <button
          type="button"
          className={classNames(styles.searchButton, styles.searchCompact)}
          onClick={openSearchModal}
          aria-label={intl.formatMessage(messages.openSearch)}
        >
          <Search aria-hidden="true" size={22} />
        </button>
        <Slot id={SLOT_IDS.headerSecondaryMenu} />
        <nav aria-label={intl.formatMessage(messages.accountNavigation)}>
          {user ? (
            <Slot id={SLOT_IDS.headerUserMenu} props={{ username: user.username }}>
              <Suspense fallback={avatarPlaceholder}>
                <AccountMenu user={user} />
              </Suspense>
            </Slot>
          ) : sessionFrame ? (
            avatarPlaceholder
          ) : (
            <Slot id={SLOT_IDS.headerLoggedOutItems}>
              <AuthButtons />
            </Slot>
          )}
        </nav>
      </div>
      <div className={classNames(styles.inner, styles.mobile)}>
        <Logo />
        <button
          type="button"
          className={styles.searchButton}
          onClick={openSearchModal}
          aria-label={intl.formatMessage(messages.openSearch)}
        >
          <Search aria-hidden="true" size={22} />
        </button>
      </div>
    </header>
  );
}
