/**
 * A course page whose course could not be loaded: still a whole page — the way back, a heading that
 * says what happened, Retry, and a link to the rest of the catalogue.
 */
import { useId } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { classNames } from '../../lib/classNames.ts';
import { Button } from '../../ui/Button.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import pageError from '../../ui/pageError.module.css';
import { CourseBreadcrumbs } from './CourseBreadcrumbs.tsx';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

export function CourseLoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <div className={styles.page}>
      <CourseBreadcrumbs courseName={intl.formatMessage(routeLabels.course)} />
      <section
        className={classNames(pageError.pageError, styles.loadError)}
        role="alert"
        aria-labelledby={titleId}
      >
        <h1 id={titleId} className={styles.title}>
          {intl.formatMessage(messages.loadErrorTitle)}
        </h1>
        <p className={pageError.body}>{intl.formatMessage(messages.loadErrorBody)}</p>
        <div className={styles.loadErrorActions}>
          <Button onClick={onRetry}>{intl.formatMessage(messages.loadErrorRetry)}</Button>
          <Link to="/discover" className={buttonClassName('secondary')}>
            {intl.formatMessage(messages.loadErrorCatalogue)}
          </Link>
        </div>
      </section>
    </div>
  );
}
