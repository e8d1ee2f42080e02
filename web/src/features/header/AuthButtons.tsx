/** Sign In and Register for visitors (header and the phone /profile page); Register may be hidden (docs/product-rules.md, "Sign-in and registration"). */
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { registerUrl, showRegister, signInUrl } from '../../common/sign-in/authLinks.ts';
import messages from './messages.ts';
import { useCurrentHref } from '../../common/sign-in/useCurrentHref.ts';
import styles from './Header.module.css';

export function AuthButtons({ stacked = false }: { stacked?: boolean }) {
  const intl = useIntl();
  const settings = useSettings();
  const href = useCurrentHref();
  return (
    <ul className={stacked ? styles.stackedActions : styles.actions}>
      <li>
        <ButtonLink variant="secondary" href={signInUrl(settings, href)}>
          {intl.formatMessage(messages.signIn)}
        </ButtonLink>
      </li>
      {showRegister(settings) && (
        <li>
          <ButtonLink href={registerUrl(settings.lmsBaseUrl, href)}>
            {intl.formatMessage(messages.register)}
          </ButtonLink>
        </li>
      )}
    </ul>
  );
}
