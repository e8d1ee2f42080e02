import { useQuery } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useApiClient, useAuthenticatedUser } from '../../api/ApiProvider.tsx';
import { userAccountQuery } from '../../api/account.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { textDirection } from '../../lib/direction.ts';
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
      {image ? (
        <img
          className={styles.avatar}
          src={image}
          alt={intl.formatMessage(messages.avatarAlt)}
          width={72}
          height={72}
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          <UserRound size={40} />
        </span>
      )}
      <div>
        <h1 className={styles.greetingTitle} dir={textDirection(name)}>
          {intl.formatMessage(messages.greeting, { name })}
        </h1>
        {account?.email && <p className={styles.muted}>{account.email}</p>}
      </div>
    </div>
  );
}
