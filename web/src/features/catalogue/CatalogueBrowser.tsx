/**
 * The one catalogue browser (/discover and /search): facets, chips, total, sort, results and
 * pagination, all driven by the URL. Desktop and phone controls are both rendered and switched by
 * CSS at 768 px, so the layout never depends on JavaScript measuring the window.
 */
import type { CourseSummary } from '@atrium/contract';
import { useQuery } from '@tanstack/react-query';
import { __iconData as slidersHorizontalIcon } from 'lucide-react/icons/sliders-horizontal';
import { icon } from '../../ui/icon.ts';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { searchResultsQuery } from '../../api/discovery.ts';
import { FacetBar } from './FacetBar.tsx';
import { sortLabel } from './facetLabels.ts';
import { FilterChips } from './FilterChips.tsx';
import messages from './messages.ts';
import { activeFilterCount, changeSearch, toDiscoveryQuery } from './searchState.ts';
import { useDeferredAnswer } from '../../lib/deferredAnswer.ts';
import { SearchResults } from './SearchResults.tsx';
import { SortControl } from './SortControl.tsx';
import { useSearchState } from './useSearchState.ts';
import { useCapability } from '../../config/capabilities.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import layout from '../../ui/layout.module.css';
import { useButtonDialog } from './useButtonDialog.ts';
import styles from './CatalogueBrowser.module.css';

const SlidersHorizontal = icon(slidersHorizontalIcon);

// Phone-only dialogs load on first use, keeping the route chunk small for everyone else.
const FilterScreen = lazy(() => import('./FilterScreen.tsx').then((m) => ({ default: m.FilterScreen })));
const SortSheet = lazy(() => import('./SortSheet.tsx').then((m) => ({ default: m.SortSheet })));

interface Props {
  /** The section's heading (visually hidden when `hideHeading`). */
  heading: string;
  hideHeading?: boolean;
  onOpen?: (course: CourseSummary) => void;
}

export function CatalogueBrowser({ heading, hideHeading = false, onOpen }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const { state, setState, hrefFor, facets } = useSearchState();
  // A stock LMS orders by start date only, from Ulmo on (docs/open-edx-apis.md): the menu lists what
  // the platform honours, and is not offered once it has shown it ignores the order.
  const sorting = useCapability('sorting');
  const settings = useSettings();
  const results = useQuery(
    searchResultsQuery(useApiClient(), toDiscoveryQuery(state), state.page, state.sort),
  );
  // The phone's filter screen and sort sheet.
  const filtersButton = useRef<HTMLButtonElement>(null);
  const sortButton = useRef<HTMLButtonElement>(null);
  const filterScreen = useButtonDialog(filtersButton);
  const sortSheet = useButtonDialog(sortButton);
  const top = useRef<HTMLElement>(null);
  const noResults = !results.data || results.data.total === 0;
  // The `discovery-facets` extension: counts for this search, or none at all (facetCounts.ts).
  const counts = results.data?.facets;

  // A new page of results starts at the top of the results, not at the pagination it was chosen in.
  const shownPage = useRef(state.page);
  useEffect(() => {
    if (shownPage.current !== state.page && top.current && top.current.getBoundingClientRect().top < 0) {
      top.current.scrollIntoView({ block: 'start' });
    }
    shownPage.current = state.page;
  }, [state.page]);

  // Rendered in the deferred lane, the cards and their total arrive together.
  const shown = useDeferredAnswer(results.data);
  const shownTotal = shown.data?.total;
  const total =
    shownTotal !== undefined ? (
      <p className={styles.total} aria-live="polite">
        {intl.formatMessage(messages.total, { total: shownTotal })}
      </p>
    ) : (
      <span className={styles.totalSkeleton} aria-hidden="true" />
    );
  const sortChange = (sort: typeof state.sort) => setState(changeSearch(state, { sort }));
  const activeCount = activeFilterCount(state);

  return (
    <section ref={top} className={styles.browser} aria-labelledby={headingId}>
      <h2 id={headingId} className={hideHeading ? 'visually-hidden' : layout.sectionHeading}>
        {heading}
      </h2>
      <div className={styles.desktopOnly}>
        <FacetBar state={state} facets={facets} counts={counts} onChange={setState} />
      </div>
      <div className={styles.phoneOnly}>
        <div className={styles.phoneActions}>
          <button
            ref={filtersButton}
            type="button"
            className={styles.phoneButton}
            onClick={filterScreen.show}
            aria-haspopup="dialog"
          >
            <SlidersHorizontal aria-hidden="true" className={styles.phoneIcon} />
            {intl.formatMessage(messages.filtersButton, { count: activeCount })}
          </button>
          {sorting && (
            <button
              ref={sortButton}
              type="button"
              className={styles.phoneButton}
              onClick={sortSheet.show}
              disabled={noResults}
              aria-haspopup="dialog"
            >
              <span className={styles.phoneLabel}>
                {intl.formatMessage(messages.sortBy, {
                  label: intl.formatMessage(sortLabel(state.sort, settings.platformApi)),
                })}
              </span>
            </button>
          )}
        </div>
      </div>
      <FilterChips state={state} onChange={setState} />
      <div className={styles.resultsHeader}>
        {total}
        {sorting && (
          <div className={styles.desktopOnly}>
            <SortControl sort={state.sort} disabled={noResults} onChange={sortChange} />
          </div>
        )}
      </div>
      <SearchResults state={state} results={results} shown={shown} hrefFor={hrefFor} onOpen={onOpen} />
      <Suspense fallback={null}>
        {filterScreen.used && (
          <FilterScreen
            open={filterScreen.open}
            onOpenChange={filterScreen.onOpenChange}
            state={state}
            facets={facets}
            counts={counts}
            onChange={setState}
          />
        )}
        {sortSheet.used && (
          <SortSheet
            open={sortSheet.open}
            onOpenChange={sortSheet.onOpenChange}
            sort={state.sort}
            onChange={sortChange}
          />
        )}
      </Suspense>
    </section>
  );
}
