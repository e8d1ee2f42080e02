/**
 * Puts the learner back at `place` once the page's content is there (readyToReturn), checking once a
 * frame for at most RETURN_LIMIT_MS, then moves focus. The learner scrolling, touching or typing first
 * wins: the page is theirs. Returns the canceller.
 */
import { focusOnReturn, linkOf, scrollRoom } from './pagePlace.ts';
import { readyToReturn, RETURN_LIMIT_MS, type Place } from './placeRules.ts';

const LEARNER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

export function returnToPlace(place: Place): () => void {
  const deadline = performance.now() + RETURN_LIMIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    LEARNER_MOVES.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const step = () => {
    const ready = readyToReturn({
      place,
      scrollRoom: scrollRoom(),
      linkShown: place.link !== null && linkOf(place.link) !== null,
      timedOut: performance.now() >= deadline,
    });
    if (!ready) {
      frame = requestAnimationFrame(step);
      return;
    }
    stop();
    window.scrollTo(0, place.y);
    focusOnReturn(place.link);
  };
  LEARNER_MOVES.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  // The page may be all there already (the list in memory): then before the first paint, without a jump.
  step();
  return stop;
}
