/** The Subjects menu's content, in its own chunk: loaded when a visitor reaches for the menu. */
import { useEffect } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import { SectionError } from '../../ui/SectionError.tsx';
import menuMessages from './menuMessages.ts';
import messages from './messages.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import { useAllSubjects } from './useAllSubjects.ts';
import styles from './HeaderMenu.module.css';

interface Props {
  /** Whether the menu is open (or about to be): fetching starts then. */
  enabled: boolean;
  onNavigate: () => void;
  /** Called when links appear, so a keyboard opening can focus the first one. */
  onContent: () => void;
}

export default function SubjectsPanel({ enabled, onNavigate, onContent }: Props) {
  const intl = useIntl();
  const { subjects, courseCount, loading, failed, retry } = useAllSubjects(enabled);
  useEffect(onContent, [onContent, subjects.length, loading]);

  return (
    <>
      <div className={styles.subjectsHead}>
        {courseCount !== null && (
          <p className={styles.count}>
            {intl.formatMessage(menuMessages.courseCount, { count: courseCount })}
          </p>
        )}
        <Link to={searchHref()} className={buttonClassName('primary')} onClick={onNavigate}>
          {intl.formatMessage(menuMessages.viewAllCourses)}
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
      {failed && <SectionError onRetry={retry} />}
      {!loading && !failed && (
        <ul className={styles.subjectGrid}>
          {subjects.map((subject) => (
            <li key={subject.slug}>
              <Link to={searchHref({ subject: subject.title })} className={styles.item} onClick={onNavigate}>
                {subject.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
