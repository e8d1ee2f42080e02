import { useIntl } from '../../i18n/intl.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

/** The page's shape while its metadata loads: title block, summary card, first section. */
export function CoursePageSkeleton() {
  const intl = useIntl();
  return (
    <div className={styles.page} role="status" aria-label={intl.formatMessage(messages.loading)}>
      <div className={styles.intro}>
        <Skeleton height="2.5rem" width="70%" />
        <Skeleton height="1.2rem" width="30%" />
        <Skeleton height="1.2rem" width="90%" />
      </div>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <Skeleton height="24rem" shape="block" />
        </div>
        <div className={styles.main}>
          <Skeleton height="20rem" shape="block" />
        </div>
      </div>
    </div>
  );
}
