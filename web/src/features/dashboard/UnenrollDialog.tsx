import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { showToast } from '../../ui/toast/toastStore.ts';
import messages from './messages.ts';
import { useUnenroll } from './useUnenroll.ts';
import styles from './EnrollmentCard.module.css';

interface Props {
  courseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Unenroll from course' confirmation. The success toast comes only after the server confirmed (the
 * earlier client showed it on click); a failure is said here and the course stays.
 */
export function UnenrollDialog({ courseId, open, onOpenChange }: Props) {
  const intl = useIntl();
  const unenroll = useUnenroll(courseId, () => {
    onOpenChange(false);
    showToast({ title: intl.formatMessage(messages.unenrolled) });
  });
  const change = (next: boolean) => {
    if (unenroll.isPending) return;
    if (!next) unenroll.reset();
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={change}
      role="alertdialog"
      title={intl.formatMessage(messages.unenrollTitle)}
      description={intl.formatMessage(messages.unenrollDescription)}
      actions={
        <>
          <Button variant="secondary" onClick={() => change(false)} disabled={unenroll.isPending}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            className={styles.dangerButton}
            onClick={() => unenroll.mutate()}
            disabled={unenroll.isPending}
            aria-busy={unenroll.isPending}
          >
            {intl.formatMessage(unenroll.isPending ? messages.unenrolling : messages.unenroll)}
          </Button>
        </>
      }
    >
      {unenroll.isError && (
        <p className={styles.dialogError} role="alert">
          {intl.formatMessage(messages.unenrollFailed)}
        </p>
      )}
    </Dialog>
  );
}
