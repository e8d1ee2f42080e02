/**
 * The menu of ui/DropdownMenu once loaded (Radix dropdown menu: arrow keys, typeahead, Escape, focus
 * return, direction-aware). Entries are links or commands, never nested interactive content.
 */
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '../lib/router/index.ts';
import type { DropdownMenuProps } from './menuEntry.ts';
import styles from './DropdownMenu.module.css';
import { classNames } from '../lib/classNames.ts';
import { useFirstItemFocus, type MenuOpening } from './menuOpening.ts';

interface Props extends DropdownMenuProps {
  /**
   * How its button was first used: the menu mounts open, and after a key (Enter, Space, Arrow Down)
   * focus goes to its first item, as it does when Radix opens it from the keyboard.
   */
  openedBy: MenuOpening;
}

export function DropdownMenuRadix({ label, icon, entries, triggerClassName, openedBy }: Props) {
  const focusFirstItem = useFirstItemFocus(openedBy);
  return (
    // Not modal: a command that opens a dialog must not fight the menu over focus and pointer events.
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger className={classNames(styles.trigger, triggerClassName)} aria-label={label}>
        {icon}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={styles.content}
          align="end"
          sideOffset={4}
          collisionPadding={8}
          onFocus={focusFirstItem}
        >
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
