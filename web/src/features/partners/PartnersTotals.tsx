/**
 * The platform in numbers: courses, learners, instructors and enrolments (partner list metadata). A
 * stock platform counts its courses only: the other totals are left out there, not shown as 0.
 */
import type { PartnerListPage } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import styles from './PartnersPage.module.css';

export function PartnersTotals({ metadata }: { metadata: PartnerListPage['metadata'] | undefined }) {
  const intl = useIntl();
  const coursesOnly = useSettings().platformApi === 'openedx';
  const items = [
    { count: metadata?.total_courses, label: messages.totalCourses },
    ...(coursesOnly
      ? []
      : [
          { count: metadata?.total_learners, label: messages.totalLearners },
          { count: metadata?.total_instructors, label: messages.totalInstructors },
          { count: metadata?.total_enrollments, label: messages.totalEnrollments },
        ]),
  ];
  return (
    <dl className={styles.totals} aria-label={intl.formatMessage(messages.totalsLabel)}>
      {items.map(({ count, label }) => (
        <div key={label.id} className={styles.totalItem}>
          <dt className={styles.totalLabel}>{intl.formatMessage(label, { count: count ?? 0 })}</dt>
          <dd className={styles.totalValue}>
            {count === undefined ? (
              <Skeleton width="8rem" height="1.2em" />
            ) : (
              intl.formatNumber(count, { notation: 'compact' })
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
