import { useSyncExternalStore } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import messages from '../messages.ts';
import { closeToast, currentToast, subscribeToast } from './toastStore.ts';
import styles from './ToastViewport.module.css';
import { CloseIcon } from '../CloseIcon.tsx';

/** Where toasts appear: a polite live region that is always in the page, so screen readers hear them. */
export function ToastViewport() {
  const intl = useIntl();
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  return (
    <div
      className={styles.viewport}
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(messages.notifications)}
    >
      {toast && (
        <div key={toast.id} className={styles.toast}>
          <div className={styles.text}>
            <p className={styles.title}>{toast.title}</p>
            {toast.description && <p className={styles.description}>{toast.description}</p>}
          </div>
          <button
            type="button"
            className={styles.close}
            onClick={closeToast}
            aria-label={intl.formatMessage(messages.close)}
          >
            <CloseIcon size={18} />
          </button>
        </div>
      )}
    </div>
  );
}
