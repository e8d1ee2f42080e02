import { LoaderCircle } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import messages from './messages.ts';
import type { CardButton } from './rules.ts';
import styles from './EnrollmentCard.module.css';

/** View Certificate, a spinner while the outline loads, Resume Course or Go To Your Course. */
export function CardPrimaryButton({ button }: { button: CardButton }) {
  const intl = useIntl();
  if (button.kind === 'loading') {
    return (
      <Button
        className={styles.action}
        disabled
        aria-busy="true"
        aria-label={intl.formatMessage(messages.loadingCourse)}
      >
        <LoaderCircle className={styles.spinner} aria-hidden="true" />
      </Button>
    );
  }
  if (button.kind === 'viewCertificate') {
    return (
      <ButtonLink className={styles.action} href={button.href}>
        {intl.formatMessage(messages.viewCertificate)}
      </ButtonLink>
    );
  }
  const label = intl.formatMessage(button.kind === 'resume' ? messages.resumeCourse : messages.goToCourse);
  // A link cannot be disabled: a disabled course gets a real disabled button; the status says why.
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
