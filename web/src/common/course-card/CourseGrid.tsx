import { Children, type ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { CourseCardSkeleton } from './CourseCardSkeleton.tsx';
import messages from './messages.ts';
import styles from './CourseGrid.module.css';
import { classNames } from '../../lib/classNames.ts';

/**
 * The responsive course grid (docs/product-rules.md, "Design rules"): 1 column under 600 px, 2 up to
 * 1024, 3 up to 1350, 4 above (gridColumns.ts follows the same steps). Each child (a CourseCard with
 * its key) becomes a list item.
 *
 * `fillRows` is for a chosen few (never for search results, which are all shown): cards that would
 * leave the last row part-empty are not shown, as long as one full row remains.
 */
export function CourseGrid({
  children,
  label,
  fillRows = false,
}: {
  children: ReactNode;
  label?: string;
  fillRows?: boolean;
}) {
  return (
    <ul className={gridClass(fillRows)} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}

const gridClass = (fillRows: boolean) => classNames(styles.grid, fillRows && styles.fillRows);

/** `count` card placeholders in the same grid (so the same rows), announced once as loading. */
export function CourseGridSkeleton({ count, fillRows = false }: { count: number; fillRows?: boolean }) {
  const intl = useIntl();
  return (
    <div className={gridClass(fillRows)} role="status" aria-label={intl.formatMessage(messages.loading)}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.item}>
          <CourseCardSkeleton />
        </div>
      ))}
    </div>
  );
}
