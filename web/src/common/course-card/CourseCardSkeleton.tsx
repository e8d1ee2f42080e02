import { Skeleton } from '../../ui/Skeleton.tsx';
import styles from './CourseCard.module.css';

/** A card-sized placeholder: the same cover, badge and rows as CourseCard, so nothing moves. */
export function CourseCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton shape="block" className={styles.cover} />
        <Skeleton shape="circle" className={styles.logo} />
      </div>
      <div className={styles.body}>
        <Skeleton height="1.2em" width="90%" />
        <Skeleton height="1.2em" width="60%" />
        <Skeleton height="0.9em" width="40%" />
        <Skeleton height="0.9em" width="70%" />
        <Skeleton height="0.9em" width="50%" />
        <Skeleton height="1.1em" width="25%" className={styles.price} />
      </div>
    </div>
  );
}
