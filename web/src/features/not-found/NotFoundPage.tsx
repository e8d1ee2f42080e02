import { useId } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useNotFoundStatus } from '../../common/page/responseStatus.ts';
import { Link } from '../../lib/router/index.ts';
import routeLabels from '../../common/page/routeLabels.ts';
import { PageHead } from '../../common/page/PageHead.tsx';
import { buttonClassName } from '../../ui/buttonClassName.ts';
import messages from './messages.ts';
import styles from './NotFoundPage.module.css';

export default function NotFoundPage() {
  const intl = useIntl();
  const titleId = useId();
  useNotFoundStatus();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <PageHead label={intl.formatMessage(routeLabels.notFound)} />
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
