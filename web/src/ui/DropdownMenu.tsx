/**
 * A menu of actions behind an icon button. The button is drawn at once; the menu itself (Radix with
 * its positioning engine, the larger part of a dashboard's code) loads when the button is first
 * pointed at or focused, and opens when it is used. A page of a dozen cards renders a dozen plain
 * buttons and evaluates no menu code until someone wants a menu.
 */
import { lazy, Suspense } from 'react';
import type { DropdownMenuProps } from './menuEntry.ts';
import styles from './DropdownMenu.module.css';
import { classNames } from '../lib/classNames.ts';
import { useMenuOpening } from './menuOpening.ts';

const loadMenu = () => import('./DropdownMenuRadix.tsx');
const DropdownMenuRadix = lazy(() => loadMenu().then((module) => ({ default: module.DropdownMenuRadix })));

/** Starts fetching the menu's code; a failure shows when the menu is used (the error boundary's). */
function preload() {
  loadMenu().catch(() => undefined);
}

export function DropdownMenu(props: DropdownMenuProps) {
  const { openedBy, triggerProps } = useMenuOpening(preload);
  return (
    <Suspense>
      {openedBy === null ? (
        <button
          type="button"
          className={classNames(styles.trigger, props.triggerClassName)}
          aria-label={props.label}
          {...triggerProps}
        >
          {props.icon}
        </button>
      ) : (
        <DropdownMenuRadix {...props} openedBy={openedBy} />
      )}
    </Suspense>
  );
}
