import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { userAccountQuery } from '../../api/account.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';

/** 'Hi, {name}' with the learner's picture (or a default icon); the JWT name until the account loads. */
export function Greeting({ username }: { username: string }) {
  const intl = useIntl();
  const user = useAuthenticatedUser();
  const { data: account } = useQuery(userAccountQuery(useApiClient(), username));
  const name = account?.name || user?.name || username;
  const image = account?.profile_image.has_image
    ? safeUrl(account.profile_image.image_url_full ?? account.profile_image.image_url_medium)
    : null;
  return (
    <div className={styles.greeting}>
      <Avatar src={image} size={72} alt={intl.formatMessage(messages.avatarAlt)} />
      <div>
        <h1 className={styles.greetingTitle}>
          {/* A sentence of the interface's language: its direction is the page's, whatever the name's. */}
          {intl.formatMessage(messages.greeting, { name })}
        </h1>
        {account?.email && <p className={styles.muted}>{account.email}</p>}
      </div>
    </div>
  );
}
