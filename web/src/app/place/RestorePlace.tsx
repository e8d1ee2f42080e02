/**
 * Back and Forward return the learner to their place on that entry; a new page starts at the top
 * (placeRules.ts; docs/architecture.md, "Back returns where you were"). The browser's own restoration
 * is turned off: after a reload it scrolls before the page's list has rendered, and it leaves focus
 * on the body.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useBeforeLeave, useHistoryEntry, useLocation } from '../../lib/router/index.ts';
import { placeNow } from './pagePlace.ts';
import { savedPlace, savePlace } from './placeMemory.ts';
import { arrivalOf } from './placeRules.ts';
import { returnToPlace } from './returnToPlace.ts';

export function RestorePlace() {
  const { pathname } = useLocation();
  const { key, action } = useHistoryEntry();
  const lastClicked = useRef<Element | null>(null);
  const shownPath = useRef<string | null>(null);
  const cancelReturn = useRef(() => {});

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onClick = (event: MouseEvent) => {
      lastClicked.current = event.target instanceof Element ? event.target : null;
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      cancelReturn.current();
    };
  }, []);

  useBeforeLeave(
    useCallback((leftKey: string) => {
      savePlace(leftKey, placeNow(lastClicked.current));
      lastClicked.current = null;
    }, []),
  );

  useLayoutEffect(() => {
    const arrival = arrivalOf({
      action,
      loaded: shownPath.current === null,
      pageChanged: shownPath.current !== pathname,
      saved: savedPlace(key),
    });
    shownPath.current = pathname;
    // 'keep' (the page changed its own query) lets a return under way finish.
    if (arrival.kind === 'keep') return;
    cancelReturn.current();
    cancelReturn.current = () => {};
    if (arrival.kind === 'top') window.scrollTo(0, 0);
    else cancelReturn.current = returnToPlace(arrival.place);
  }, [key, action, pathname]);

  return null;
}
