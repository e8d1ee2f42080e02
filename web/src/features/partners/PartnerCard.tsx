/** A partner in the list: logo, name and course count; the whole card is one link. */
import type { PartnerRecord } from '@atrium/contract';
import { useIntl } from 'react-intl';
import { Link } from '../../lib/router/index.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import styles from './PartnersPage.module.css';

export function PartnerCard({ partner }: { partner: PartnerRecord }) {
  const intl = useIntl();
  const { organization } = partner;
  const logo = safeUrl(organization.logo);
  return (
    <Link className={styles.card} to={`/partners/${encodeURIComponent(organization.short_name)}`}>
      <span className={styles.logoBox}>
        {logo && (
          <img
            className={styles.logo}
            src={logo}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
          />
        )}
      </span>
      <span className={styles.cardName} dir="auto">
        {organization.name}
      </span>
      <span className={styles.muted}>
        {intl.formatMessage(messages.courses, { count: partner.courses_count })}
      </span>
    </Link>
  );
}

export function PartnerCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.cardSkeleton}`} aria-hidden="true">
      <span className={styles.logoBox} />
      <Skeleton width="8rem" height="1.2em" />
      <Skeleton width="5rem" height="1.2em" />
    </div>
  );
}
