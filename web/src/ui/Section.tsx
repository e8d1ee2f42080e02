import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { classNames } from '../lib/classNames.ts';
import styles from './Section.module.css';

interface Props extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section's heading (an h2); it also names the section for screen readers. */
  title: ReactNode;
  /** A muted line under the title. */
  intro?: ReactNode;
  /** A link or button at the end of the title row ("View all", "Clear all", carousel arrows). */
  action?: ReactNode;
  /** Smaller title and gaps, for panels such as the search screen. */
  compact?: boolean;
}

/** The one section header: a landmark named by its own h2, the id generated so it never collides. */
export function Section({ title, intro, action, compact = false, className, children, ...rest }: Props) {
  const headingId = useId();
  const heading = (
    <h2 id={headingId} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <section
      {...rest}
      className={classNames(styles.section, compact && styles.compact, className)}
      aria-labelledby={headingId}
    >
      {intro || action ? (
        <div className={styles.head}>
          {intro ? (
            <div>
              {heading}
              <p className={styles.intro}>{intro}</p>
            </div>
          ) : (
            heading
          )}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
