import { useId } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { usePageTitle } from '../../common/page/usePageTitle.ts';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import messages from './messages.ts';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const intl = useIntl();
  const titleId = useId();
  usePageTitle(intl.formatMessage(routeLabels.notFound));
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.title)}
      </h1>
      <p className={styles.body}>{intl.formatMessage(messages.body)}</p>
      <Link to="/" className={buttonClassName('primary')}>
        {intl.formatMessage(messages.homeLink)}
      </Link>
    </section>
  );
}
