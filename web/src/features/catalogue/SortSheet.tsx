/** Phones: the sort order in a bottom sheet, the current one checked; choosing applies and closes. */
import type { DiscoverySort } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { sortOptionsOn } from './facetLabels.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import messages from './messages.ts';
import styles from './SortSheet.module.css';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sort: DiscoverySort;
  onChange: (sort: DiscoverySort) => void;
}

export function SortSheet({ open, onOpenChange, sort, onChange }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage(messages.sortTitle);
  const options = sortOptionsOn(useSettings().platformApi);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <fieldset className={styles.options}>
        <legend className="visually-hidden">{title}</legend>
        {options.map((option) => (
          <label key={option.value || 'relevant'} className={styles.option}>
            <input
              type="radio"
              name="catalogue-sort"
              value={option.value}
              checked={sort === option.value}
              onChange={() => {
                onChange(option.value);
                onOpenChange(false);
              }}
            />
            <span>{intl.formatMessage(option.label)}</span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
