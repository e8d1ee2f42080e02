import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import type { CardButton } from './courseButton.ts';
import messages from './messages.ts';

/** The enrolled learner's button, as the dashboard card and the course page both show it. */
export function EnrolledCourseButton({ button, className }: { button: CardButton; className?: string }) {
  const intl = useIntl();
  if (button.kind === 'loading') {
    return (
      <Button
        className={className}
        disabled
        aria-busy="true"
        aria-label={intl.formatMessage(messages.loading)}
      >
        <Spinner />
      </Button>
    );
  }
  if (button.kind === 'viewCertificate') {
    return (
      <ButtonLink className={className} href={button.href}>
        {intl.formatMessage(messages.viewCertificate)}
      </ButtonLink>
    );
  }
  const label = intl.formatMessage(button.kind === 'resume' ? messages.resumeCourse : messages.goToCourse);
  // A link cannot be disabled: a course that cannot be opened gets a real disabled button.
  return button.disabled ? (
    <Button className={className} disabled>
      {label}
    </Button>
  ) : (
    <ButtonLink className={className} href={button.href}>
      {label}
    </ButtonLink>
  );
}
