/**
 * The one dialog: a centred dialog on desktop, a bottom sheet at 768 px and below (docs/product-rules.md, "Design rules"). Radix
 * moves focus in, keeps it there, returns it to the opener and closes on Escape.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import messages from './messages.ts';
import { useReturnFocus } from './useReturnFocus.ts';
import styles from './Dialog.module.css';
import { CloseIcon } from './CloseIcon.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Body content; buttons usually go in `actions`. */
  children?: ReactNode;
  actions?: ReactNode;
  /** `alert` for confirmations that need an answer (role alertdialog). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus goes on closing when the control that opened the dialog is gone (or there was none). */
  returnFocusTo?: () => HTMLElement | null;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  returnFocusTo,
}: Props) {
  const intl = useIntl();
  // Dialogs here open from menus and commands, not a Radix trigger: give focus back to the opener.
  const onCloseAutoFocus = useReturnFocus(open, returnFocusTo);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.content} role={role} onCloseAutoFocus={onCloseAutoFocus}>
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label={intl.formatMessage(messages.close)}>
              <CloseIcon size={20} />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
