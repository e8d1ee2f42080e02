import { Children, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CourseCardSkeleton } from './CourseCardSkeleton.tsx';
import messages from './messages.ts';
import styles from './CourseGrid.module.css';

/**
 * The responsive course grid (docs/product-rules.md, "Design rules"): 1 column under 600 px, 2 up to 1024, 3 up to 1350, 4 above.
 * Each child (a CourseCard with its key) becomes a list item.
 */
export function CourseGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}

/** `count` card placeholders in the same grid, announced once as loading. */
export function CourseGridSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div className={styles.grid} role="status" aria-label={intl.formatMessage(messages.loading)}>
      {Array.from({ length: count }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </div>
  );
}
