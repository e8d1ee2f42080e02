/**
 * One facet's values as a checkbox list. Subject, partner and instructor lists have their own search
 * field (500 ms debounce) and load more as the list is scrolled; the current search's counts are
 * shown when its answer has them (facetCounts.ts); 'No exact matches' when the list's own search
 * finds nothing.
 */
import type { DiscoveryFacets } from '@atrium/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import {
  fixedOptions,
  isSearchable,
  useLanguageOptions,
  useSearchableFacet,
  valueLabel,
  type FacetOption,
  type SearchableFacet,
} from './facetOptions.ts';
import { countedOptions, valuesFromCounts } from './facetCounts.ts';
import { useSettings } from '../../config/SettingsProvider.tsx';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { partnersQuery } from '../../api/catalogue.ts';
import { OptionRows, SkeletonRows } from './FacetOptionRows.tsx';
import messages from './messages.ts';
import type { Facet } from './searchState.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import styles from './FacetOptionList.module.css';
import { classNames } from '../../lib/classNames.ts';

interface Props {
  facet: Facet;
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** Accessible name of the group (the facet's name). */
  label: string;
  /** Fill the height of the container (the phone picker) instead of a fixed-height list. */
  fill?: boolean;
  /** The current search's counts, when its answer has them. */
  facets: DiscoveryFacets | undefined;
}

export function FacetOptionList(props: Props) {
  // A stock LMS's facets list what the search counts (by org code, language code, mode).
  const stock = useSettings().platformApi === 'openedx';
  if (stock)
    return props.facet === 'partner' ? <CountedPartnerList {...props} /> : <CountedList {...props} />;
  return isSearchable(props.facet) ? (
    <SearchableList {...props} facet={props.facet} />
  ) : (
    <FixedList {...props} />
  );
}

const findLabels = {
  subject: messages.findSubject,
  partner: messages.findPartner,
  instructor: messages.findInstructor,
} as const;

function SearchableList({
  facet,
  selected,
  onToggle,
  label,
  fill,
  facets,
}: Props & { facet: SearchableFacet }) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const query = useSearchableFacet(facet, search);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Load the next page when the end of the list scrolls into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '64px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <div className={classNames(styles.facet, fill && styles.fill)}>
      <label className={styles.searchLabel} htmlFor={inputId}>
        {intl.formatMessage(findLabels[facet])}
      </label>
      <input
        id={inputId}
        className={styles.search}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <div ref={scroller} className={styles.scroller}>
        <OptionRows
          label={label}
          options={countedOptions(query.options, facets, facet, selected)}
          selected={selected}
          onToggle={onToggle}
          isPending={query.isPending}
          isError={query.isError && query.options.length === 0}
          onRetry={() => void query.refetch()}
          emptyText={intl.formatMessage(search.trim() ? messages.facetNoMatches : messages.facetEmpty)}
        >
          {hasNextPage && (
            <li ref={sentinel} className={styles.more} aria-hidden={!isFetchingNextPage}>
              {isFetchingNextPage && (
                <SkeletonRows count={2} label={intl.formatMessage(messages.facetLoading)} />
              )}
            </li>
          )}
        </OptionRows>
      </div>
    </div>
  );
}

/** A list that arrives whole (no search field of its own): its options, and whether they are loading. */
interface WholeSource {
  options: readonly FacetOption[];
  isPending: boolean;
  isError: boolean;
  refetch?: () => unknown;
}

function WholeList({ source, ...props }: Props & { source: WholeSource }) {
  const intl = useIntl();
  const { facet, selected, onToggle, label, fill, facets } = props;
  return (
    <div className={classNames(styles.facet, styles.scroller, fill && styles.fill)}>
      <OptionRows
        label={label}
        options={countedOptions(source.options, facets, facet, selected)}
        selected={selected}
        onToggle={onToggle}
        isPending={source.isPending}
        isError={source.isError}
        onRetry={() => void source.refetch?.()}
        emptyText={intl.formatMessage(messages.facetEmpty)}
      />
    </div>
  );
}

/**
 * The values the search's own counts name (a stock LMS lists none of its own). `names`: what each value
 * is called, where it is not its own name (an org code); `naming`: those names are on their way.
 */
function CountedList(props: Props & { names?: ReadonlyMap<string, string>; naming?: boolean }) {
  const intl = useIntl();
  const { facet, selected, facets, names, naming = false } = props;
  const options = valuesFromCounts(facets, facet, selected).map((value) => ({
    value,
    label: names?.get(value) ?? valueLabel(intl, facet, value),
  }));
  return (
    <WholeList {...props} source={{ options, isPending: facets === undefined || naming, isError: false }} />
  );
}

/** The most organisations named at once: the stock partner list's one page (api/openedx/partners.ts). */
const NAMED_PARTNERS = 100;

/**
 * A stock platform's organisations by their names (the partner list's, asked when the facet opens);
 * where the names cannot be had, by their codes.
 */
function CountedPartnerList(props: Props) {
  const partners = useQuery(partnersQuery(useApiClient(), { page_size: NAMED_PARTNERS }));
  const names = new Map(
    (partners.data?.results ?? []).map(({ organization }) => [organization.short_name, organization.name]),
  );
  return <CountedList {...props} names={names} naming={partners.isPending} />;
}

function FixedList(props: Props) {
  const { facet, selected, onToggle, label, facets } = props;
  const intl = useIntl();
  const languages = useLanguageOptions(facet === 'language');
  if (facet === 'language') return <WholeList {...props} source={languages} />;
  const fixed = facet === 'availability' || facet === 'learning_type' ? fixedOptions(intl, facet) : [];
  const options = countedOptions(fixed, facets, facet, selected);
  return (
    <div className={styles.facet}>
      <OptionRows label={label} options={options} selected={selected} onToggle={onToggle} emptyText="" />
    </div>
  );
}
