/**
 * The top bar of the phone filter view, alike on the facet list and in a picker: a way out (close or
 * back), the view's title, and Reset; the view's description follows for screen readers.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './FilterScreen.module.css';

interface Props {
  /** The close or back button, first in reading order. */
  leave: ReactNode;
  title: string;
  onReset: () => void;
}

export function FilterScreenBar({ leave, title, onReset }: Props) {
  const intl = useIntl();
  return (
    <>
      <div className={styles.bar}>
        {leave}
        <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
        <Button variant="tertiary" onClick={onReset}>
          {intl.formatMessage(messages.reset)}
        </Button>
      </div>
      <RadixDialog.Description className="visually-hidden">
        {intl.formatMessage(messages.filtersDescription)}
      </RadixDialog.Description>
    </>
  );
}
