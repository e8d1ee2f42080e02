import type { ReactNode } from 'react';
import layout from '../../ui/layout.module.css';
import styles from './CoursePage.module.css';
import { classNames } from '../../lib/classNames.ts';

export type SectionId = 'info' | 'about' | 'learn' | 'requirements' | 'content' | 'instructors';

export const sectionDomId = (id: SectionId) => `course-${id}`;

/** A section the navigator can jump to: its heading takes focus after a jump (tabIndex -1). */
export function CourseSection({
  id,
  title,
  children,
  className,
}: {
  id: SectionId;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const domId = sectionDomId(id);
  return (
    <section id={domId} aria-labelledby={`${domId}-title`} className={classNames(styles.section, className)}>
      <h2 id={`${domId}-title`} className={layout.sectionHeading} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
