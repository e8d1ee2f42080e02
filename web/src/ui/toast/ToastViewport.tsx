import { useSyncExternalStore } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import messages from '../messages.ts';
import { closeToast, currentToast, subscribeToast } from './toastStore.ts';
import styles from './ToastViewport.module.css';

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
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
