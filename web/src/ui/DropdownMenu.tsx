/**
 * A menu of actions behind an icon button (Radix dropdown menu: arrow keys, typeahead, Escape, focus
 * return, direction-aware). Entries are links or commands, never nested interactive content.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from '../lib/router/index.ts';
import type { MenuEntry } from './menuEntry.ts';
import styles from './DropdownMenu.module.css';
import { classNames } from '../lib/classNames.ts';

interface Props {
  /** Accessible name of the trigger button. */
  label: string;
  /** The trigger's icon (decorative). */
  icon: ReactNode;
  entries: MenuEntry[];
  triggerClassName?: string;
}

export function DropdownMenu({ label, icon, entries, triggerClassName }: Props) {
  return (
    // Not modal: a command that opens a dialog must not fight the menu over focus and pointer events.
    <Menu.Root modal={false}>
      <Menu.Trigger className={classNames(styles.trigger, triggerClassName)} aria-label={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.content} align="end" sideOffset={4} collisionPadding={8}>
          {entries.map((entry) => (
            <Menu.Item
              key={entry.key}
              className={classNames(styles.item, entry.danger && styles.danger)}
              disabled={entry.disabled}
              onSelect={entry.onSelect}
              asChild={!entry.disabled && (entry.to !== undefined || entry.href !== undefined)}
            >
              {entry.disabled ? (
                <span>
                  {entry.icon}
                  {entry.label}
                </span>
              ) : entry.to !== undefined ? (
                <Link to={entry.to}>
                  {entry.icon}
                  {entry.label}
                </Link>
              ) : entry.href !== undefined ? (
                <a href={entry.href}>
                  {entry.icon}
                  {entry.label}
                </a>
              ) : (
                <span>
                  {entry.icon}
                  {entry.label}
                </span>
              )}
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
