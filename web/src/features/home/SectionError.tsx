import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './HomePage.module.css';

/** One section's own failure: a message and Retry; the rest of the page carries on. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <p>{intl.formatMessage(messages.loadError)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
