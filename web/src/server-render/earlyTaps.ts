/**
 * A tap on a button of a page rendered on the server, before the app has taken the page over, is not
 * lost: the last one is held and made again once hydration has begun (React then answers it). The
 * page's first script holds it from the first paint (paintFirst.ts), before the app's code is here. Links
 * need nothing: the browser follows them itself. The app's listeners are not there yet, so the tap did
 * nothing: making it again cannot make it twice.
 */

/** The event the app dispatches on #root once it has hydrated the server's page (main.tsx). */
export const APP_HYDRATED = 'atrium:hydrated';

export interface EarlyTaps {
  /** Makes the held tap again, if its button is still on the page; holds nothing after. */
  replay(): void;
}

export function holdEarlyTaps(root: HTMLElement): EarlyTaps {
  let held: HTMLButtonElement | null = null;
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && root.contains(button) && !button.disabled) held = button;
  };
  root.addEventListener('click', hold, true);
  return {
    replay() {
      root.removeEventListener('click', hold, true);
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
  };
}
