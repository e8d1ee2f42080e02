/** "Filtered by:" one removable chip for the text and for every selected value, then 'Clear all'. */
import { useIntl } from '../../i18n/intl.ts';
import { Chip } from '../../ui/Chip.tsx';
import { valueLabel } from './facetOptions.ts';
import messages from './messages.ts';
import {
  activeFilterCount,
  changeSearch,
  clearFilters,
  FACETS,
  toggleFacetValue,
  type SearchState,
} from './searchState.ts';
import styles from './CatalogueBrowser.module.css';

export function FilterChips({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (next: SearchState) => void;
}) {
  const intl = useIntl();
  if (activeFilterCount(state) === 0) return null;
  return (
    <div className={styles.chips}>
      <span className={styles.chipsLabel}>{intl.formatMessage(messages.filteredBy)}</span>
      <ul className={styles.chipList}>
        {state.q && (
          <li>
            <Chip
              label={intl.formatMessage(messages.queryChip, { query: state.q })}
              onRemove={() => onChange(changeSearch(state, { q: '' }))}
            />
          </li>
        )}
        {FACETS.flatMap((facet) =>
          state[facet].map((value) => (
            <li key={`${facet}:${value}`}>
              <Chip
                label={valueLabel(intl, facet, value)}
                onRemove={() => onChange(toggleFacetValue(state, facet, value))}
              />
            </li>
          )),
        )}
        <li className={styles.clearAllItem}>
          <button type="button" className={styles.clearAll} onClick={() => onChange(clearFilters(state))}>
            {intl.formatMessage(messages.clearAll)}
          </button>
        </li>
      </ul>
    </div>
  );
}
