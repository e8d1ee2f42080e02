/**
 * The desktop sort menu once loaded (SortControl): the five orders with the current one checked;
 * disabled without results.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { DiscoverySort } from '@atrium/contract';
import { __iconData as checkIcon } from 'lucide-react/icons/check';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { icon } from '../../ui/icon.ts';
import { useFirstItemFocus, type MenuOpening } from '../../ui/menuOpening.ts';
import { useIntl } from '../../i18n/intl.ts';
import { sortLabel, sortOptionsOn } from './facetLabels.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import messages from './messages.ts';
import type { SortControlProps } from './sortControlProps.ts';
import styles from './SortMenu.module.css';

const Check = icon(checkIcon);
const ChevronDown = icon(chevronDownIcon);

interface Props extends SortControlProps {
  /** How SortControl's button was first used: the menu mounts open (ui/menuOpening.ts). */
  openedBy: MenuOpening;
}

export function SortMenu({ sort, disabled, onChange, openedBy }: Props) {
  const intl = useIntl();
  const focusFirstItem = useFirstItemFocus(openedBy);
  const { platformApi } = useSettings();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger
        className={styles.trigger}
        disabled={disabled}
        title={disabled ? intl.formatMessage(messages.sortDisabledHint) : undefined}
      >
        {intl.formatMessage(messages.sortBy, { label: intl.formatMessage(sortLabel(sort, platformApi)) })}
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6} onFocus={focusFirstItem}>
          <DropdownMenu.RadioGroup value={sort} onValueChange={(value) => onChange(value as DiscoverySort)}>
            {sortOptionsOn(platformApi).map((option) => (
              <DropdownMenu.RadioItem
                key={option.value || 'relevant'}
                value={option.value}
                className={styles.item}
              >
                <span>{intl.formatMessage(option.label)}</span>
                <DropdownMenu.ItemIndicator className={styles.indicator}>
                  <Check aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
