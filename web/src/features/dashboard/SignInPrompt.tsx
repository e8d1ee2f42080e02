import { __iconData as logInIcon } from 'lucide-react/icons/log-in';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { signInUrl } from '../../common/sign-in/authLinks.ts';
import { useCurrentHref } from '../../common/sign-in/useCurrentHref.ts';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';

const LogIn = icon(logInIcon);

/**
 * The signed-out dashboard (and the lists' unauthenticated placeholder): 'Please log in to access
 * your dashboard' and a log-in button — third-party path when TPA-only, else login with `next`.
 */
export function SignInPrompt() {
  const intl = useIntl();
  const settings = useSettings();
  const href = useCurrentHref();
  return (
    <section className={styles.explore}>
      <LogIn className={styles.exploreIcon} aria-hidden="true" />
      <p className={styles.exploreTitle}>{intl.formatMessage(messages.pleaseLogIn)}</p>
      <ButtonLink href={signInUrl(settings, href)}>{intl.formatMessage(messages.logIn)}</ButtonLink>
    </section>
  );
}
