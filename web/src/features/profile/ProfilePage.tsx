/**
 * /profile, the phone account page (docs/product-rules.md, "Header and account menu"): visitors get Sign In and Register; a signed-in learner
 * gets their e-mail linking to their profile, Account, Order History (with billing) and Sign Out.
 * The Layout leaves the footer off this page.
 */
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { __iconData as circleUserRoundIcon } from 'lucide-react/icons/circle-user-round';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { accountLinkLabel, accountLinks, AuthButtons } from '../header/index.ts';
import { useCurrentHref } from '../../common/sign-in/useCurrentHref.ts';
import messages from './messages.ts';
import styles from './ProfilePage.module.css';

const ChevronRight = icon(chevronRightIcon);
const CircleUserRound = icon(circleUserRoundIcon);

export default function ProfilePage() {
  const intl = useIntl();
  const settings = useSettings();
  const user = useAuthenticatedUser();
  const href = useCurrentHref();
  const label = intl.formatMessage(routeLabels.profile);

  if (!user) {
    return (
      <div className={styles.page}>
        <PageHead label={label} />
        <PageHeading>{label}</PageHeading>
        <p>{intl.formatMessage(messages.signedOutIntro)}</p>
        <AuthButtons stacked />
      </div>
    );
  }

  const links = accountLinks(settings, user.username, href);
  const profile = links.find((link) => link.key === 'profile');
  // The e-mail row is the profile link; Dashboard has its own bottom tab.
  const rest = links.filter((link) => link.key !== 'profile' && link.key !== 'dashboard');
  return (
    <div className={styles.page}>
      <PageHead label={label} />
      <PageHeading>{label}</PageHeading>
      <a href={profile?.href} className={styles.identity}>
        <CircleUserRound aria-hidden="true" size={40} strokeWidth={1.5} />
        <span className={styles.email}>
          <span className="visually-hidden">{intl.formatMessage(messages.profileLink)}: </span>
          {user.email || user.username}
        </span>
        <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
      </a>
      <ul className={styles.list}>
        {rest.map((link) => (
          <li key={link.key}>
            <a href={link.href} className={styles.row}>
              {intl.formatMessage(accountLinkLabel(link.key))}
              <ChevronRight aria-hidden="true" size={20} className={styles.chevron} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
