import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './EnrollmentCard.module.css';

/** A card-sized placeholder: same grid, image box, title, partner, date, progress and button. */
export function EnrollmentCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton shape="block" height="100%" />
      </div>
      <div className={styles.body}>
        <Skeleton width="70%" height="1.4rem" />
        <Skeleton width="30%" />
        <Skeleton width="14rem" />
        <div className={styles.bottom}>
          <Skeleton height="8px" />
          <Skeleton shape="block" width="11rem" height="44px" />
        </div>
      </div>
    </div>
  );
}
