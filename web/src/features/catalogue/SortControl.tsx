/**
 * Desktop sort. The button is drawn at once; the menu (Radix with its positioning engine, about 27 kB
 * gzip) loads when the button is first pointed at or focused, and opens when it is used. On a phone
 * the button is hidden (the sort sheet serves), so the menu's code never loads there.
 */
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { lazy, Suspense } from 'react';
import { icon } from '../../ui/icon.ts';
import { useMenuOpening } from '../../ui/menuOpening.ts';
import { useIntl } from '../../i18n/intl.ts';
import { sortLabel } from './facetLabels.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import messages from './messages.ts';
import type { SortControlProps } from './sortControlProps.ts';
import styles from './SortMenu.module.css';

const ChevronDown = icon(chevronDownIcon);

const loadMenu = () => import('./SortMenu.tsx');
const SortMenu = lazy(() => loadMenu().then((module) => ({ default: module.SortMenu })));

/** Starts fetching the menu's code; a failure shows when the menu is used (the error boundary's). */
function preload() {
  loadMenu().catch(() => undefined);
}

export function SortControl(props: SortControlProps) {
  const intl = useIntl();
  const { openedBy, triggerProps } = useMenuOpening(preload);
  const { sort, disabled } = props;
  const { platformApi } = useSettings();
  return (
    <Suspense>
      {openedBy === null ? (
        <button
          type="button"
          className={styles.trigger}
          disabled={disabled}
          title={disabled ? intl.formatMessage(messages.sortDisabledHint) : undefined}
          {...triggerProps}
        >
          {intl.formatMessage(messages.sortBy, { label: intl.formatMessage(sortLabel(sort, platformApi)) })}
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </button>
      ) : (
        <SortMenu {...props} openedBy={openedBy} />
      )}
    </Suspense>
  );
}
