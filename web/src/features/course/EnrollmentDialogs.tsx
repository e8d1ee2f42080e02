/**
 * The course page's alerts (docs/product-rules.md, "Enrollment"): enrollment successful, payment failed (Retry Payment, Dismiss,
 * Start Later), activation error with a resend, purchases unavailable. Dialogs on desktop, bottom
 * sheets on phones (ui/Dialog).
 */
import { useIntl } from '../../i18n/intl.ts';
import { useNavigate } from '../../lib/router/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { useResendActivation } from '../../common/activation/useResendActivation.ts';
import { EnrolledCourseButton } from '../../common/enrollment/EnrolledCourseButton.tsx';
import { FailureAlert } from './FailureAlert.tsx';
import type { CourseEnrollment } from './useCourseEnrollment.ts';
import messages from './messages.ts';
import styles from './Enrollment.module.css';

/**
 * The course's main button as the page shows it now (the summary's, or the phone's bottom bar's):
 * where focus goes when a dialog closes and the button that opened it has been replaced (Enroll now
 * becomes Go To Your Course), or when the dialog opened by itself (back from the payment page).
 */
function mainAction(): HTMLElement | null {
  for (const panel of document.querySelectorAll<HTMLElement>('[data-main-action]')) {
    if (panel.getClientRects().length === 0) continue;
    return panel.querySelector<HTMLElement>(':scope > a, :scope > button:not(:disabled)');
  }
  return null;
}

export function EnrollmentDialogs({
  courseName,
  enrollment,
}: {
  courseName: string;
  enrollment: CourseEnrollment;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { state, dialog, setDialog, act, busy, clearPaymentStatus } = enrollment;
  const close = () => setDialog(null);
  const retry = state.button.kind === 'purchase' ? state.button : null;

  return (
    <>
      <Dialog
        open={dialog === 'success'}
        onOpenChange={(open) => !open && close()}
        returnFocusTo={mainAction}
        title={intl.formatMessage(messages.successTitle)}
        description={intl.formatMessage(messages.successBody, { courseName })}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {intl.formatMessage(messages.startLater)}
            </Button>
            {state.button.kind === 'enrolled' && (
              <EnrolledCourseButton className={styles.action} button={state.button.button} />
            )}
          </>
        }
      />
      <Dialog
        role="alertdialog"
        open={state.paymentFailed && dialog === null}
        onOpenChange={(open) => !open && clearPaymentStatus()}
        returnFocusTo={mainAction}
        title={intl.formatMessage(messages.paymentFailedTitle)}
        description={intl.formatMessage(messages.paymentFailedBody)}
        actions={
          <>
            <Button
              variant="tertiary"
              onClick={() => {
                clearPaymentStatus();
                navigate('/overview');
              }}
            >
              {intl.formatMessage(messages.startLater)}
            </Button>
            <Button variant="secondary" onClick={clearPaymentStatus}>
              {intl.formatMessage(messages.dismiss)}
            </Button>
            <Button
              disabled={retry === null || retry.disabled || busy}
              aria-busy={busy}
              onClick={() => retry && act(retry.action)}
            >
              {intl.formatMessage(messages.retryPayment)}
            </Button>
          </>
        }
      >
        {enrollment.failure && <FailureAlert failure={enrollment.failure} />}
      </Dialog>
      <ActivationDialog open={dialog === 'activation'} onClose={close} />
      <Dialog
        role="alertdialog"
        open={dialog === 'purchaseUnavailable'}
        onOpenChange={(open) => !open && close()}
        title={intl.formatMessage(messages.purchaseUnavailableTitle)}
        description={intl.formatMessage(messages.purchaseUnavailable)}
        actions={<Button onClick={close}>{intl.formatMessage(messages.dismiss)}</Button>}
      />
    </>
  );
}

function ActivationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const resend = useResendActivation();
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          resend.reset();
          onClose();
        }
      }}
      title={intl.formatMessage(messages.activationTitle)}
      description={intl.formatMessage(messages.activationBody)}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => resend.mutate()}
            disabled={resend.isPending}
            aria-busy={resend.isPending}
          >
            {intl.formatMessage(messages.resendActivation)}
          </Button>
          <Button
            onClick={() => {
              resend.reset();
              onClose();
            }}
          >
            {intl.formatMessage(messages.dismiss)}
          </Button>
        </>
      }
    >
      <p className={styles.dialogStatus} role="status">
        {resend.isSuccess && intl.formatMessage(messages.activationSent)}
      </p>
      {resend.isError && (
        <p className={styles.failure} role="alert">
          {intl.formatMessage(messages.activationNotSent)}
        </p>
      )}
    </Dialog>
  );
}
