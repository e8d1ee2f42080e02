/**
 * Where the page stands when an entry of the history comes on screen (docs/architecture.md, "Back
 * returns where you were"). A new navigation starts at the top of a new page (docs/product-rules.md);
 * Back and Forward put back the place the learner left on that entry.
 */
import type { NavigationAction } from '../../lib/router/index.ts';

/** The link the learner left an entry by: its `href`, and which of the page's links to it (cards share partner links). */
export interface LeftBy {
  href: string;
  index: number;
}

/** The learner's place on an entry: how far down the page was, and the link they left it by. */
export interface Place {
  y: number;
  /** The link that had focus (or was clicked) when they left, if one did. */
  link: LeftBy | null;
}

export type Arrival =
  /** Leave scroll and focus alone: the same page at another query or hash. */
  | { kind: 'keep' }
  /** A new page: at the top, focus as the page leaves it. */
  | { kind: 'top' }
  /** Back or Forward: to `place` once the page is tall enough, then focus its link or the heading. */
  | { kind: 'return'; place: Place };

const TOP: Place = { y: 0, link: null };

export function arrivalOf({
  action,
  loaded,
  pageChanged,
  saved,
}: {
  action: NavigationAction;
  /** The entry the document loaded at, on screen for the first time. */
  loaded: boolean;
  /** Another path than the entry before (true for the first entry shown). */
  pageChanged: boolean;
  /** The place remembered for the entry arrived at. */
  saved: Place | null;
}): Arrival {
  // A new document starts where the browser put it: at its top, or at its fragment; and a page the
  // server rendered may have been scrolled before the app took it over.
  if (loaded && action !== 'pop') return { kind: 'keep' };
  if (action === 'pop') {
    if (saved) return { kind: 'return', place: saved };
    // Nothing remembered (storage refused, a fragment link's entry): a new page at its top, with focus
    // on its heading all the same.
    return pageChanged ? { kind: 'return', place: TOP } : { kind: 'keep' };
  }
  return pageChanged ? { kind: 'top' } : { kind: 'keep' };
}

/**
 * Whether to put the learner back now: once the page can scroll as far as the place (its list has
 * rendered) and the link they left by is there, so that the page moves once; or at the limit, to as
 * far as it can.
 */
export function readyToReturn({
  place,
  scrollRoom,
  linkShown,
  timedOut,
}: {
  place: Place;
  /** How far the document can scroll: its height less the viewport's. */
  scrollRoom: number;
  linkShown: boolean;
  timedOut: boolean;
}): boolean {
  if (timedOut) return true;
  // A pixel of slack: the stored place is rounded, the document's height may not be.
  const tallEnough = Math.max(0, scrollRoom) >= place.y - 1;
  return tallEnough && (place.link === null || linkShown);
}

/**
 * How long Back waits for the page's content before it settles for what is there. Generous: after a
 * reload the list's code and answer arrive afresh, which took over 3 s on a loaded test machine, and
 * the learner scrolling or typing ends the wait sooner (returnToPlace.ts).
 */
export const RETURN_LIMIT_MS = 10_000;
