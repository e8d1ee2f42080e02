import { useState } from 'react';

/**
 * True from the first time `open` is true on. A dialog whose code loads on first use mounts then and
 * stays mounted, so that closing can animate and opening again loads nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived during render (React's pattern for state that follows a prop): no extra effect pass.
  if (open && !opened) setOpened(true);
  return opened || open;
}
