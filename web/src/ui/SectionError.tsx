/**
 * A part of the page that could not be loaded: one message and Retry, announced to screen readers,
 * so one failing call never empties the page (docs/product-rules.md, "Errors").
 */
import { useIntl } from '../i18n/intl.ts';
import { Button } from './Button.tsx';
import messages from './sectionError.messages.ts';
import styles from './SectionError.module.css';

export function SectionError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.sectionError} role="alert">
      <p>{intl.formatMessage(messages.loadError)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
