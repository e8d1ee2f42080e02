/** A refused enrollment or purchase, under the button or in the payment dialog: ours, or the platform's words. */
import { useIntl } from '../../i18n/intl.ts';
import type { EnrollmentFailure } from './useCourseEnrollment.ts';
import messages from './messages.ts';
import styles from './Enrollment.module.css';

export function FailureAlert({ failure }: { failure: NonNullable<EnrollmentFailure> }) {
  const intl = useIntl();
  if (typeof failure === 'string') {
    return (
      <p className={styles.failure} role="alert">
        {intl.formatMessage(messages[failure])}
      </p>
    );
  }
  // The platform's text, in whatever language it wrote it.
  return (
    <p className={styles.failure} role="alert" dir="auto">
      {failure.platformText}
    </p>
  );
}
