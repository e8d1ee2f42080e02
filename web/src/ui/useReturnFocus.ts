import { useLayoutEffect, useRef } from 'react';

/**
 * Where focus goes when a dialog closes: back to whatever had it when the dialog opened (dialogs here
 * open from menus and commands, not a Radix Dialog.Trigger, so Radix has no trigger to return to), or
 * — when that control is gone or disabled, or the dialog opened by itself — to `fallback`, the next
 * useful control. Returns the dialog content's `onCloseAutoFocus` handler. A fallback that does not
 * exist yet (the course's button still loading when its confirmation closes) takes focus as soon as it
 * does, unless focus has gone elsewhere meanwhile.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus moves in, so it still sees the opener.
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body ? (menuButtonOf(active) ?? active) : null;
  }, [open]);

  return (event) => {
    const previous = opener.current;
    opener.current = null;
    const target = previous && canTakeFocus(previous) ? previous : (fallback?.() ?? null);
    if (target === null) {
      if (fallback) focusWhenReady(fallback);
      return; // Meanwhile Radix's own choice stands.
    }
    event.preventDefault();
    target.focus();
  };
}

/** How long a fallback may take to appear after the dialog closed. */
const READY_WITHIN_MS = 5000;

function focusWhenReady(find: () => HTMLElement | null): void {
  const until = performance.now() + READY_WITHIN_MS;
  const step = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) return; // Focus has a place already.
    const target = find();
    if (target) target.focus();
    else if (performance.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.getClientRects().length > 0;
}

/** Opened from a menu item (which disappears with its menu): the menu's own button. */
function menuButtonOf(element: HTMLElement): HTMLElement | null {
  const menu = element.closest('[role="menu"]');
  if (!menu?.id) return null;
  const button = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return button instanceof HTMLElement ? button : null;
}
