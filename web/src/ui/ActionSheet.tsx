/**
 * A list of actions in the one Dialog, which is a bottom sheet on phones (≤ 768 px): the phone's
 * counterpart of DropdownMenu, with the same entries. Choosing an entry closes the sheet first.
 */
import { Link } from '../lib/router/index.ts';
import { Dialog } from './Dialog.tsx';
import type { MenuEntry } from './menuEntry.ts';
import styles from './ActionSheet.module.css';
import { classNames } from '../lib/classNames.ts';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  entries: MenuEntry[];
}

export function ActionSheet({ open, onOpenChange, title, entries }: Props) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const className = classNames(styles.action, entry.danger && styles.danger);
          const content = (
            <>
              {entry.icon}
              {entry.label}
            </>
          );
          return (
            <li key={entry.key}>
              {entry.to !== undefined && !entry.disabled ? (
                <Link className={className} to={entry.to} onClick={close}>
                  {content}
                </Link>
              ) : entry.href !== undefined && !entry.disabled ? (
                <a className={className} href={entry.href} onClick={close}>
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className={className}
                  disabled={entry.disabled}
                  onClick={() => {
                    close();
                    entry.onSelect?.();
                  }}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
