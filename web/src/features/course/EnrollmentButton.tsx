import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { EnrolledCourseButton } from '../../common/enrollment/EnrolledCourseButton.tsx';
import type { EnrollmentAction, EnrollmentButton as ButtonState } from './enrollment.ts';
import messages from './messages.ts';
import styles from './Enrollment.module.css';

function Busy() {
  const intl = useIntl();
  return (
    <Button className={styles.action} disabled aria-busy="true">
      <Spinner />
      <span className="visually-hidden">{intl.formatMessage(messages.working)}</span>
    </Button>
  );
}

interface Props {
  button: ButtonState;
  busy: boolean;
  onAction: (action: EnrollmentAction) => void;
}

export function EnrollmentButton({ button, busy, onAction }: Props) {
  const intl = useIntl();
  if (button.kind === 'loading' || busy) return <Busy />;
  if (button.kind === 'enrolled')
    return <EnrolledCourseButton className={styles.action} button={button.button} />;
  if (button.kind === 'signIn') {
    const label = intl.formatMessage(
      button.purpose === 'purchase' ? messages.signInToPurchase : messages.signInToEnroll,
    );
    return button.disabled ? (
      <Button className={styles.action} disabled>
        {label}
      </Button>
    ) : (
      <ButtonLink className={styles.action} href={button.href}>
        {label}
      </ButtonLink>
    );
  }
  const { action } = button;
  return (
    <Button className={styles.action} disabled={button.disabled} onClick={() => onAction(action)}>
      {intl.formatMessage(button.kind === 'purchase' ? messages.purchase : messages.enroll)}
    </Button>
  );
}
