/** The desktop header's Subjects menu (visitors): every subject, the total course count, View All Courses. */
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import messages from './messages.ts';
import { searchHref } from './searchLinks.ts';
import { useAllSubjects } from './useAllSubjects.ts';
import { useDisclosure } from './useDisclosure.ts';
import styles from './HeaderMenu.module.css';

export function SubjectsMenu() {
  const intl = useIntl();
  const menu = useDisclosure();
  // Start fetching when the visitor shows interest (hover, focus, touch), not on every page load.
  const [wanted, setWanted] = useState(false);
  const { subjects, courseCount, loading, failed, retry } = useAllSubjects(wanted || menu.open);
  const want = () => setWanted(true);

  return (
    <div className={styles.root} {...menu.rootProps}>
      <button className={styles.trigger} {...menu.buttonProps} onPointerEnter={want} onFocus={want}>
        {intl.formatMessage(messages.subjects)}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <div className={`${styles.panel} ${styles.subjectsPanel}`} {...menu.panelProps}>
        <div className={styles.subjectsHead}>
          {courseCount !== null && (
            <p className={styles.count}>{intl.formatMessage(messages.courseCount, { count: courseCount })}</p>
          )}
          <Link to={searchHref()} className={buttonClassName('primary')} onClick={() => menu.close(false)}>
            {intl.formatMessage(messages.viewAllCourses)}
          </Link>
        </div>
        {loading && (
          <div
            role="status"
            aria-label={intl.formatMessage(messages.subjectsLoading)}
            className={styles.subjectGrid}
          >
            {Array.from({ length: 12 }, (_, index) => (
              <Skeleton key={index} height="1.25rem" width="70%" />
            ))}
          </div>
        )}
        {failed && (
          <div className={styles.error}>
            <p>{intl.formatMessage(messages.subjectsError)}</p>
            <button type="button" className={buttonClassName('secondary')} onClick={retry}>
              {intl.formatMessage(messages.retry)}
            </button>
          </div>
        )}
        {!loading && !failed && (
          <ul className={styles.subjectGrid}>
            {subjects.map((subject) => (
              <li key={subject.slug}>
                <Link
                  to={searchHref({ subject: subject.title })}
                  className={styles.item}
                  onClick={() => menu.close(false)}
                >
                  {subject.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
