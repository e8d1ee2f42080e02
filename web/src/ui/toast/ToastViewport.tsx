import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import messages from '../messages.ts';
import { closeToast, currentToast, subscribeToast } from './toastStore.ts';
import styles from './ToastViewport.module.css';
import { CloseIcon } from '../CloseIcon.tsx';
import { freeOffset, type Box } from './placement.ts';

/**
 * The controls a toast must leave free: those of the header, the navigation bars and the page's forms
 * (its search). Cards may lie under a toast for its 3 s: they fill whole pages, so no place would be free.
 */
const CONTROLS = ['header', 'nav', 'form']
  .map((place) => `${place} :is(a[href], button, input, select, textarea, [role="button"])`)
  .join(', ');

/** The boxes of the visible controls a toast must leave free, outside `except`. */
function controlBoxes(except: Element): Box[] {
  return [...document.querySelectorAll(CONTROLS)]
    .filter((control) => !except.contains(control))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
}

/** Where a toast rests at its corner: its layout box, without its entrance slide or its shift. */
function restingBox(viewport: HTMLElement, toast: HTMLElement): Box {
  const corner = viewport.getBoundingClientRect();
  const top = corner.top + toast.offsetTop;
  const left = corner.left + toast.offsetLeft;
  return { top, bottom: top + toast.offsetHeight, left, right: left + toast.offsetWidth };
}

/**
 * How far the shown toast moves from its corner so that it covers no control (placement.ts); placed
 * again whenever the page changes under it (a closing sheet gives the bottom bar back).
 */
function useFreePlace(toastId: number | undefined) {
  const viewport = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState({ id: -1, shift: 0 });
  useLayoutEffect(() => {
    const root = viewport.current;
    const toast = root?.firstElementChild;
    if (toastId === undefined || !root || !(toast instanceof HTMLElement)) return;
    const place = () => {
      const box = restingBox(root, toast);
      // A toast in the top half moves down the page, one at the bottom moves up.
      const direction = box.top + (box.bottom - box.top) / 2 < window.innerHeight / 2 ? 1 : -1;
      const shift = freeOffset(box, controlBoxes(root), direction, window.innerHeight / 2);
      setPlaced((last) => (last.id === toastId && last.shift === shift ? last : { id: toastId, shift }));
    };
    place();
    let frame = 0;
    const observer = new MutationObserver((records) => {
      if (records.every((record) => root.contains(record.target))) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [toastId]);
  return { viewport, shift: placed.id === toastId ? placed.shift : 0 };
}

/** Where toasts appear: a polite live region that is always in the page, so screen readers hear them. */
export function ToastViewport() {
  const intl = useIntl();
  const toast = useSyncExternalStore(subscribeToast, currentToast, () => null);
  const { viewport, shift } = useFreePlace(toast?.id);
  return (
    <div
      ref={viewport}
      className={styles.viewport}
      role="status"
      aria-live="polite"
      aria-label={intl.formatMessage(messages.notifications)}
    >
      {toast && (
        <div key={toast.id} className={styles.toast} style={{ translate: `0 ${shift}px` }}>
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
