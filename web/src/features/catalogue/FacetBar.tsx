/** Desktop: one disclosure per facet (hidden on phones, which use the filter view instead). */
import type { DiscoveryFacets } from '@atrium/contract';
import { useCapability } from '../../config/capabilities.ts';
import { useIntl } from '../../i18n/intl.ts';
import { FacetDropdown } from './FacetDropdown.tsx';
import messages from './messages.ts';
import { toggleFacetValue, type Facet, type SearchState } from './searchState.ts';
import styles from './CatalogueBrowser.module.css';

interface Props {
  state: SearchState;
  /** The facets the platform applies (searchState.ts, offeredFacets). */
  facets: readonly Facet[];
  /** The current search's counts, when its answer has them. */
  counts: DiscoveryFacets | undefined;
  onChange: (next: SearchState) => void;
}

export function FacetBar({ state, facets, counts, onChange }: Props) {
  const intl = useIntl();
  const singleChoice = !useCapability('multi-choice-facets');
  return (
    <div className={styles.facetBar} role="group" aria-label={intl.formatMessage(messages.filtersLabel)}>
      {facets.map((facet) => (
        <FacetDropdown
          key={facet}
          facet={facet}
          selected={state[facet]}
          onToggle={(value) => onChange(toggleFacetValue(state, facet, value, singleChoice))}
          facets={counts}
        />
      ))}
    </div>
  );
}
