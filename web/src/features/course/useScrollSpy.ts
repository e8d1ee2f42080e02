import { useEffect, useState } from 'react';

/** A section counts as being read once its top passes this line (px from the top): just below where a jump puts it. */
const READING_LINE = 128;
const THRESHOLDS = [0, 0.1, 0.25, 0.5, 0.75, 1];

/**
 * Which of the elements (by id, in page order) is being read: the last one whose top has passed the
 * reading line, or — scrolled to the very bottom — the last one in view. IntersectionObserver says
 * when to look again (no listener on every scroll step); the geometry decides. It looks once more when
 * a scroll ends (a jump's last step may cross no threshold) and when a section changes size (its
 * contents arrive after the jump).
 */
export function useScrollSpy(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(' ');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const elements = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null);
    // Geometry is read only here, in the observers' calls, which come after the browser's own layout:
    // read when the effect runs (right after the page's commit), it would force a layout of the whole
    // new page in that task.
    const update = () => {
      const height = window.innerHeight;
      const atBottom = window.scrollY + height >= document.documentElement.scrollHeight - 2;
      let current: HTMLElement | undefined;
      for (const element of elements) {
        // A section not shown at this width (the phones' Info section) is never the one being read.
        if (element.getClientRects().length === 0) continue;
        const { top, bottom } = element.getBoundingClientRect();
        if (top <= READING_LINE || (atBottom && top < height && bottom > 0)) current = element;
      }
      setActive(current?.id ?? null);
    };
    // The second observer's root ends at the reading line, so a section whose top passes it is seen
    // even when its share of the viewport crosses no threshold (a short one, already wholly in view).
    const observers = [
      new IntersectionObserver(update, { threshold: THRESHOLDS }),
      new IntersectionObserver(update, {
        threshold: THRESHOLDS,
        rootMargin: `-${READING_LINE}px 0px 0px 0px`,
      }),
    ];
    for (const observer of observers) for (const element of elements) observer.observe(element);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    for (const element of elements) resized?.observe(element);
    window.addEventListener('scrollend', update, { passive: true });
    return () => {
      for (const observer of observers) observer.disconnect();
      resized?.disconnect();
      window.removeEventListener('scrollend', update);
    };
  }, [key]);

  return active;
}
