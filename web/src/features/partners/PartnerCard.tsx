/** A partner in the list: logo, name and course count; the whole card is one link. */
import type { PartnerRecord } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { safeUrl } from '../../lib/safeUrl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import { FallbackImage } from '../../ui/FallbackImage.tsx';
import styles from './PartnersPage.module.css';
import { classNames } from '../../lib/classNames.ts';

export function PartnerCard({ partner }: { partner: PartnerRecord }) {
  const intl = useIntl();
  const { organization } = partner;
  const logo = safeUrl(organization.logo);
  return (
    <Link className={styles.card} to={`/partners/${encodeURIComponent(organization.short_name)}`}>
      <span className={styles.logoBox}>
        <FallbackImage className={styles.logo} src={logo} width={96} height={96} />
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
    <div className={classNames(styles.card, styles.cardSkeleton)} aria-hidden="true">
      <span className={styles.logoBox} />
      <Skeleton width="8rem" height="1.2em" />
      <Skeleton width="5rem" height="1.2em" />
    </div>
  );
}
