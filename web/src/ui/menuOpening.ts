/**
 * A menu whose code loads on intent (ui/DropdownMenu, the catalogue's sort): a plain button stands in
 * for the menu's own trigger, fetches the menu's code when it is pointed at or focused, and mounts the
 * menu open when it is used. These are the two halves of that hand-over, one for each side.
 */
import {
  startTransition,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';

/** How the stand-in button was first used. */
export type MenuOpening = 'pointer' | 'keyboard';

/** The stand-in's state and its button's props; `preload` starts fetching the menu's code. */
export function useMenuOpening(preload: () => void) {
  const [openedBy, setOpenedBy] = useState<MenuOpening | null>(null);
  // A transition keeps the stand-in (and its focus) on screen until the menu's code is ready.
  const open = (by: MenuOpening) => startTransition(() => setOpenedBy(by));
  const triggerProps = {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    // A click from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent) => open(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open('keyboard');
    },
  } as const;
  return { openedBy, triggerProps };
}

const FIRST_ITEM = '[role^="menuitem"]:not([data-disabled])';

/**
 * For the menu's content: opened from the keyboard, focus goes on to its first item when the menu
 * first takes focus, as Radix does when its own trigger opens it by key. Only the first opening:
 * later ones go through the menu's own trigger, which knows the keyboard.
 */
export function useFirstItemFocus(openedBy: MenuOpening): (event: FocusEvent<HTMLElement>) => void {
  const keyboardOpening = useRef(openedBy === 'keyboard');
  return (event) => {
    if (!keyboardOpening.current || event.target !== event.currentTarget) return;
    keyboardOpening.current = false;
    event.currentTarget.querySelector<HTMLElement>(FIRST_ITEM)?.focus({ preventScroll: true });
  };
}
