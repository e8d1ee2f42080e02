import { useState, type RefObject } from 'react';
import { useOpenedOnce } from '../../ui/useOpenedOnce.ts';

/**
 * A dialog opened by a plain button (not a Radix trigger): mounted from its first opening on, so that
 * closing can animate, and focus goes back to its button when it closes.
 */
export function useButtonDialog(button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  return {
    open,
    used: useOpenedOnce(open),
    show: () => setOpen(true),
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) requestAnimationFrame(() => button.current?.focus());
    },
  };
}
