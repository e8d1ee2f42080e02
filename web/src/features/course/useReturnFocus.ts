import { useEffect, useRef } from 'react';

/**
 * Gives focus back to what had it when a dialog opened (DESIGN.md: focus returns to the opener).
 * ui/Dialog has no Radix Trigger to return to, so without this focus would fall to the body.
 */
export function useReturnFocus(open: boolean): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // After Radix has finished closing (it moves focus itself on unmount).
    const timer = setTimeout(() => {
      if (target.isConnected && (document.activeElement === document.body || document.activeElement === null))
        target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);
}
