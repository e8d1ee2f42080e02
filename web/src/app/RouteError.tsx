import { useId } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { classNames } from '../lib/classNames.ts';
import { Button } from '../ui/Button.tsx';
import { PageHead } from '../common/page/PageHead.tsx';
import pageError from '../ui/pageError.module.css';
import messages from './messages.ts';
import styles from './RouteError.module.css';

export function RouteError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section className={classNames(pageError.pageError, styles.error)} role="alert" aria-labelledby={titleId}>
      {/* The page that failed took its head with it: this one says what is shown instead. */}
      <PageHead label={intl.formatMessage(messages.routeErrorTitle)} />
      <h1 id={titleId} className={styles.title}>
        {intl.formatMessage(messages.routeErrorTitle)}
      </h1>
      <p className={pageError.body}>{intl.formatMessage(messages.routeErrorBody)}</p>
      <Button onClick={onRetry}>{intl.formatMessage(messages.retry)}</Button>
    </section>
  );
}
