import type { DiscoverySort } from '@atrium/contract';
import { ChevronDown } from 'lucide-react';
import { useIntl } from '../../i18n/intl.ts';
import { sortLabel } from './facetLabels.ts';
import messages from './messages.ts';
import styles from './SortMenu.module.css';

/** The sort button as it looks, disabled, for the moment the menu's chunk is loading. */
export function SortButtonPlaceholder({ sort }: { sort: DiscoverySort }) {
  const intl = useIntl();
  return (
    <button type="button" className={styles.trigger} disabled>
      {intl.formatMessage(messages.sortBy, { label: intl.formatMessage(sortLabel(sort)) })}
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </button>
  );
}
