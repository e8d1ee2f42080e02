import type { ReactNode } from 'react';

/**
 * One action of a menu or action sheet: a link inside the app (`to`), a link that leaves it (`href`,
 * full page load), or a command (`onSelect`). Exactly one of the three is meant to be set.
 */
export interface MenuEntry {
  key: string;
  label: string;
  icon?: ReactNode;
  to?: string;
  href?: string;
  onSelect?: () => void;
  /** Shown but not selectable (say why nearby). */
  disabled?: boolean;
  /** Destructive actions (Unenroll) are drawn in the danger colour. */
  danger?: boolean;
}

/**
 * What a dropdown menu is given: here rather than in DropdownMenu.tsx, so that the menu's code it
 * loads on intent (DropdownMenuRadix.tsx) need not import its own loader.
 */
export interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** The trigger's icon (decorative). */
  icon: ReactNode;
  entries: MenuEntry[];
  triggerClassName?: string;
}
