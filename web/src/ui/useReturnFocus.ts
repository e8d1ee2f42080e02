import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Gives focus back to whatever had it when a dialog opened, once it closes. Needed for dialogs that
 * are opened from a menu or a command rather than a Radix Dialog.Trigger (Radix then has no trigger
 * to return to, and focus would fall to the page). Leaves focus alone if something else took it.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the dialog's own focus moves in, so it still sees the opener.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (open && active instanceof HTMLElement && active !== document.body)
      opener.current = menuButtonOf(active) ?? active;
  }, [open]);
  useEffect(() => {
    if (open || opener.current === null) return;
    const target = opener.current;
    opener.current = null;
    // After Radix's own close handling, which runs in a timeout too.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (target.isConnected && (active === null || active === document.body)) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}

/** Opened from a menu item (which disappears with its menu): the menu's own button. */
function menuButtonOf(element: HTMLElement): HTMLElement | null {
  const menu = element.closest('[role="menu"]');
  if (!menu?.id) return null;
  const button = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return button instanceof HTMLElement ? button : null;
}
