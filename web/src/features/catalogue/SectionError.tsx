/** A section's own failure: the spec's text and a Retry, so one failed call never empties the page. */
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './CatalogueBrowser.module.css';

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.message} role="alert">
      <p className={styles.messageTitle}>{intl.formatMessage(messages.error)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
