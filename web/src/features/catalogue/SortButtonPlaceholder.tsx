import type { DiscoverySort } from '@atrium/contract';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { icon } from '../../ui/icon.ts';
import { useIntl } from '../../i18n/intl.ts';
import { sortLabel } from './facetLabels.ts';
import messages from './messages.ts';
import styles from './SortMenu.module.css';

const ChevronDown = icon(chevronDownIcon);

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
