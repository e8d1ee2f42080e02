/**
 * The combobox's listbox and its live count, always in the page (the combobox controls it and screen
 * readers hear the count); its options come from the part loaded on first use (suggestionParts.ts).
 */
import type { ReactNode } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import styles from './SearchBox.module.css';
import { classNames } from '../../lib/classNames.ts';

interface Props {
  id: string;
  /** Suggestions shown, without 'View all result'. */
  hits: number;
  expanded: boolean;
  /** In the phone search screen the list flows in the page instead of dropping down. */
  inline: boolean;
  children: ReactNode;
}

export function SuggestionList({ id, hits, expanded, inline, children }: Props) {
  const intl = useIntl();
  return (
    <>
      <p className="visually-hidden" role="status">
        {expanded ? intl.formatMessage(messages.count, { count: hits }) : ''}
      </p>
      <div className={classNames(styles.popup, inline && styles.inline)} hidden={!expanded}>
        {expanded && hits === 0 && <p className={styles.none}>{intl.formatMessage(messages.none)}</p>}
        <div
          id={id}
          role="listbox"
          aria-label={intl.formatMessage(messages.suggestions)}
          className={styles.list}
        >
          {children}
        </div>
      </div>
    </>
  );
}
