import { useDeferredValue } from 'react';

export interface ShownAnswer<T> {
  /** The answer to render: the deferred one, or none while there is none (never a stale one instead). */
  data: T | undefined;
  /** What is shown is not the newest answer yet (or nothing yet, while the first one renders). */
  lagging: boolean;
}

export function shownAnswer<T>(deferred: T | undefined, latest: T | undefined): ShownAnswer<T> {
  // No answer (another query's turn, still loading) is shown at once: its skeleton costs little.
  if (latest === undefined) return { data: undefined, lagging: false };
  return { data: deferred, lagging: deferred !== latest };
}

/**
 * A query's answer, rendered in React's deferred lane: an answer reaches its component synchronously
 * (the query cache's `useQuery` subscribes through useSyncExternalStore), and a section of a dozen cards would then
 * render in one long task; deferred, React renders it in slices and keeps the main thread answering.
 */
export function useDeferredAnswer<T>(latest: T | undefined): ShownAnswer<T> {
  return shownAnswer(useDeferredValue(latest), latest);
}
