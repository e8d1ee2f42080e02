/** Desktop: one disclosure per facet (hidden on phones, which use the filter view instead). */
import { useIntl } from 'react-intl';
import { FacetDropdown } from './FacetDropdown.tsx';
import messages from './messages.ts';
import { FACETS, toggleFacetValue, type SearchState } from './searchState.ts';
import styles from './CatalogueBrowser.module.css';

export function FacetBar({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const intl = useIntl();
  return (
    <div className={styles.facetBar} role="group" aria-label={intl.formatMessage(messages.filtersLabel)}>
      {FACETS.map((facet) => (
        <FacetDropdown
          key={facet}
          facet={facet}
          selected={state[facet]}
          onToggle={(value) => onChange(toggleFacetValue(state, facet, value))}
        />
      ))}
    </div>
  );
}
