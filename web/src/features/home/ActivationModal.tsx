/**
 * 'Activate Your Account' on home (docs/product-rules.md, "Account activation"): for a signed-in learner whose account has loaded with
 * is_active not true and no `showActivateModal` session flag. Resend says whether it worked; closing
 * sets the flag. Loaded lazily: only such learners ever download it.
 */
import { useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { writeItem } from '../../lib/safeStorage.ts';
import { ACTIVATION_SESSION_FLAG } from '../../common/activation/shouldShowActivation.ts';
import { useResendActivation } from '../../common/activation/useResendActivation.ts';
import messages from './lazyMessages.ts';
import styles from './HomePage.module.css';

export default function ActivationModal() {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  const resend = useResendActivation();
  const close = () => {
    // Storage blocked: it stays closed for this page view.
    writeItem('session', ACTIVATION_SESSION_FLAG, 'false');
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={intl.formatMessage(messages.activateTitle)}
      description={intl.formatMessage(messages.activateBody)}
      actions={<Button onClick={close}>{intl.formatMessage(messages.gotIt)}</Button>}
    >
      <p className={styles.activationPrompt}>
        {intl.formatMessage(messages.activatePrompt)}{' '}
        <Button variant="tertiary" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {intl.formatMessage(resend.isPending ? messages.resending : messages.resend)}
        </Button>
      </p>
      <p role="status" className={styles.activationStatus}>
        {resend.isSuccess && intl.formatMessage(messages.resendSucceeded)}
      </p>
      {resend.isError && (
        <p role="alert" className={styles.activationError}>
          {intl.formatMessage(messages.resendFailed)}
        </p>
      )}
    </Dialog>
  );
}
