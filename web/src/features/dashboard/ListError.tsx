import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';

/** The section's own error fallback with Retry; the rest of the page stays. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <section className={styles.explore} role="alert">
      <p className={styles.exploreTitle}>{intl.formatMessage(messages.listError)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </section>
  );
}
