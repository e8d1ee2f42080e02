/**
 * A tap on a page rendered on the server, before the app has taken the page over, is not lost: the last
 * one is held and made again once hydration has begun (React then answers it). The page's first script
 * holds it from the first paint (paintFirst.ts), before the app's code is here.
 * - A button: the app's listeners are not there yet, so the tap did nothing; making it again cannot
 *   make it twice.
 * - A link the app follows itself (same origin, same tab, a plain tap): the browser's own navigation is
 *   stopped, so the app's happens instead, with what it does on the way (a course opened from the
 *   results is recorded as recently viewed; a jump to a section moves focus to its heading).
 * - A checkbox or radio: its change is stopped, so the app's state and the box agree.
 * Made again while the app is not live (its code failed to load), the tap does what the browser does.
 */

/** The event the app dispatches on #root once it has hydrated the server's page (main.tsx). */
export const APP_HYDRATED = 'atrium:hydrated';

export interface EarlyTaps {
  /** Makes the held tap again, if its element is still on the page; holds nothing after. */
  replay(): void;
}

const CONTROLS = 'button, a[href], input[type="checkbox"], input[type="radio"]';

/** A tap the browser would turn into something the app does not do (a new tab, a download). */
function leavesTheApp(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
  const target = link.getAttribute('target');
  return (
    modified ||
    (target !== null && target !== '' && target !== '_self') ||
    link.hasAttribute('download') ||
    link.origin !== link.ownerDocument.location.origin
  );
}

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROLS) : null;
    if (!control || !root.contains(control)) return;
    if (control instanceof HTMLButtonElement) {
      if (!control.disabled) held = control;
    } else if (control instanceof HTMLAnchorElement) {
      if (leavesTheApp(event, control)) return;
      event.preventDefault();
      held = control;
    } else if (control instanceof HTMLInputElement && !control.disabled) {
      event.preventDefault();
      held = control;
    }
  };
  root.addEventListener('click', hold, true);
  return {
    replay() {
      root.removeEventListener('click', hold, true);
      const control = held;
      held = null;
      if (control?.isConnected) control.click();
    },
  };
}
