/** The signed-in learner's avatar menu (desktop): Profile, Account, Dashboard, Order History, Sign Out. */
import { useQuery } from '@tanstack/react-query';
import { __iconData as circleUserRoundIcon } from 'lucide-react/icons/circle-user-round';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { userAccountQuery } from '../../api/account.ts';
import type { AuthenticatedUser } from '../../api/auth.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { safeUrl } from '../../lib/safeUrl.ts';
import { accountLinks } from './accountLinks.ts';
import { accountLinkLabel } from './accountLinkLabel.ts';
import messages from './menuMessages.ts';
import { useCurrentHref } from '../../common/sign-in/useCurrentHref.ts';
import { useDisclosure } from './useDisclosure.ts';
import styles from './HeaderMenu.module.css';
import { classNames } from '../../lib/classNames.ts';

const CircleUserRound = icon(circleUserRoundIcon);

export default function AccountMenu({ user }: { user: AuthenticatedUser }) {
  const intl = useIntl();
  const settings = useSettings();
  const href = useCurrentHref();
  const menu = useDisclosure();
  const account = useQuery(userAccountQuery(useApiClient(), user.username)).data;
  const image = account?.profile_image.has_image ? safeUrl(account.profile_image.image_url_medium) : null;

  return (
    <div className={styles.root} {...menu.rootProps}>
      <button
        className={classNames(styles.trigger, styles.avatarTrigger)}
        aria-label={intl.formatMessage(messages.accountMenu, { username: user.username })}
        {...menu.buttonProps}
      >
        {image ? (
          <img className={styles.avatar} src={image} alt="" width={36} height={36} />
        ) : (
          <CircleUserRound aria-hidden="true" className={styles.avatarIcon} />
        )}
      </button>
      <div className={classNames(styles.panel, styles.accountPanel)} {...menu.panelProps}>
        <p className={styles.menuUser}>
          <span className="visually-hidden">{intl.formatMessage(messages.signedInAs)} </span>
          {user.username}
        </p>
        <ul className={styles.list}>
          {accountLinks(settings, user.username, href).map((link) => (
            <li key={link.key}>
              {link.to !== undefined ? (
                <Link to={link.to} className={styles.item} onClick={() => menu.close(false)}>
                  {intl.formatMessage(accountLinkLabel(link.key))}
                </Link>
              ) : (
                <a href={link.href} className={styles.item}>
                  {intl.formatMessage(accountLinkLabel(link.key))}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
