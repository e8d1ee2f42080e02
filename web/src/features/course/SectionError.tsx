import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './CoursePage.module.css';

/** A section's own fallback: one failing call never empties the page. */
export function SectionError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.sectionError} role="alert">
      <p>{intl.formatMessage(messages.sectionError)}</p>
      <Button variant="secondary" onClick={onRetry}>
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
