import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { registerUrl, showRegister, signInUrl, signOutUrl } from './authLinks.ts';
import messages from './messages.ts';
import styles from './Header.module.css';
import { useCurrentHref } from './useCurrentHref.ts';

export function Header() {
  const intl = useIntl();
  const settings = useSettings();
  const user = useAuthenticatedUser();
  const href = useCurrentHref();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          <img className={styles.logo} src={settings.headerLogo} alt={settings.platformName} height={32} />
        </Link>
        <nav aria-label={intl.formatMessage(messages.accountNavigation)}>
          <ul className={styles.actions}>
            {user ? (
              <>
                <li className={styles.user}>
                  <span className="visually-hidden">{intl.formatMessage(messages.signedInAs)} </span>
                  {user.username}
                </li>
                <li>
                  <ButtonLink variant="secondary" href={signOutUrl(settings.logoutUrl, href)}>
                    {intl.formatMessage(messages.signOut)}
                  </ButtonLink>
                </li>
              </>
            ) : (
              <>
                <li>
                  <ButtonLink variant="secondary" href={signInUrl(settings, href)}>
                    {intl.formatMessage(messages.signIn)}
                  </ButtonLink>
                </li>
                {showRegister(settings) && (
                  <li>
                    <ButtonLink href={registerUrl(settings.lmsBaseUrl, href)}>{intl.formatMessage(messages.register)}</ButtonLink>
                  </li>
                )}
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
