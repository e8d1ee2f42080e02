/**
 * A menu of actions behind an icon button. The button is drawn at once; the menu itself (Radix with
 * its positioning engine, the larger part of a dashboard's code) loads when the button is first
 * pointed at or focused, and opens when it is used. A page of a dozen cards renders a dozen plain
 * buttons and evaluates no menu code until someone wants a menu.
 */
import { lazy, startTransition, Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { MenuEntry } from './menuEntry.ts';
import styles from './DropdownMenu.module.css';
import { classNames } from '../lib/classNames.ts';

export interface DropdownMenuProps {
  /** Accessible name of the trigger button. */
  label: string;
  /** The trigger's icon (decorative). */
  icon: ReactNode;
  entries: MenuEntry[];
  triggerClassName?: string;
}

const loadMenu = () => import('./DropdownMenuRadix.tsx');
const DropdownMenuRadix = lazy(() => loadMenu().then((module) => ({ default: module.DropdownMenuRadix })));

/** Starts fetching the menu's code; a failure shows when the menu is used (the error boundary's). */
function preload() {
  loadMenu().catch(() => undefined);
}

export function DropdownMenu(props: DropdownMenuProps) {
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  // A transition keeps this button (and its focus) on screen until the menu's code is ready.
  const open = (by: 'pointer' | 'keyboard') => startTransition(() => setOpenedBy(by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open('keyboard');
  };
  return (
    <Suspense>
      {openedBy === null ? (
        <button
          type="button"
          className={classNames(styles.trigger, props.triggerClassName)}
          aria-label={props.label}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={preload}
          onFocus={preload}
          // A click from Enter or Space has no pointer position (detail 0).
          onClick={(event) => open(event.detail === 0 ? 'keyboard' : 'pointer')}
          onKeyDown={onKeyDown}
        >
          {props.icon}
        </button>
      ) : (
        <DropdownMenuRadix {...props} openedBy={openedBy} />
      )}
    </Suspense>
  );
}
