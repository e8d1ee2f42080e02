/**
 * The code of the page the app starts on (its chunk, preloaded by start-up: preloadRoute.ts). Until it
 * is here, the page area draws its loading placeholder outside the route's Suspense boundary instead
 * of as the boundary's fallback: React reveals a boundary's content no sooner than 300 ms after it
 * last showed a fallback, so a first page whose code came a moment after start-up appeared up to
 * 300 ms late (a course page at full speed: its code here at 324 ms, the page drawn at 532 ms).
 * A navigation shows no fallback (the router waits in a transition), so only the first page needs it.
 */
import { createContext, startTransition, use, useEffect, useState } from 'react';

export interface FirstPageCode {
  /** The code has arrived, or failed to (the route's error boundary then says so). */
  readonly here: boolean;
  /** Settles when `here` becomes true; never rejects. */
  readonly arrival: Promise<void>;
}

export function firstPageCode(loading: Promise<unknown>): FirstPageCode {
  let here = false;
  const settle = () => {
    here = true;
  };
  const arrival = loading.then(settle, settle);
  return {
    get here() {
      return here;
    },
    arrival,
  };
}

export const ALREADY_HERE: FirstPageCode = { here: true, arrival: Promise.resolve() };

/** Without a provider (tests that render routes directly), the code counts as here; so on the server. */
export const FirstPageCodeContext = createContext<FirstPageCode>(ALREADY_HERE);

/** Whether the first page's code is here; turns true in a transition, so the page renders in slices. */
export function useFirstPageCodeHere(): boolean {
  const code = use(FirstPageCodeContext);
  const [here, setHere] = useState(code.here);
  useEffect(() => {
    if (here) return;
    let live = true;
    void code.arrival.then(() => {
      if (live) startTransition(() => setHere(true));
    });
    return () => {
      live = false;
    };
  }, [code, here]);
  return here;
}
