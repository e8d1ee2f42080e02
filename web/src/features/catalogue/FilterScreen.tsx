/**
 * Phones: the full-screen filter view. Reset clears every filter at once; each facet row opens its
 * own picker whose choices are a draft until Apply; 'Show results' closes the view. Radix keeps focus
 * inside, Escape closes, focus returns to the Filters button.
 */
import type { DiscoveryFacets } from '@atrium/contract';
import * as RadixDialog from '@radix-ui/react-dialog';
import { __iconData as arrowLeftIcon } from 'lucide-react/icons/arrow-left';
import { __iconData as chevronRightIcon } from 'lucide-react/icons/chevron-right';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { icon } from '../../ui/icon.ts';
import { useState } from 'react';
import { useCapability } from '../../config/capabilities.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import uiMessages from '../../ui/messages.ts';
import { facetNames } from './facetLabels.ts';
import { FacetOptionList } from './FacetOptionList.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FilterScreenBar } from './FilterScreenBar.tsx';
import messages from './messages.ts';
import { changeSearch, clearFilters, toggleValue, type Facet, type SearchState } from './searchState.ts';
import styles from './FilterScreen.module.css';
import { classNames } from '../../lib/classNames.ts';

const ArrowLeft = icon(arrowLeftIcon);
const ChevronRight = icon(chevronRightIcon);
const X = icon(xIcon);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  state: SearchState;
  /** The facets the platform applies (searchState.ts, offeredFacets). */
  facets: readonly Facet[];
  /** The current search's counts, when its answer has them. */
  counts: DiscoveryFacets | undefined;
  onChange: (next: SearchState) => void;
}

export function FilterScreen({ open, onOpenChange, state, facets, counts, onChange }: Props) {
  const intl = useIntl();
  const [picking, setPicking] = useState<Facet | null>(null);
  const [draft, setDraft] = useState<string[]>([]);
  const singleChoice = !useCapability('multi-choice-facets');

  const openPicker = (facet: Facet) => {
    setDraft([...state[facet]]);
    setPicking(facet);
  };
  const toggleDraft = (value: string) => setDraft((d) => toggleValue(d, value, singleChoice));

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicking(null);
        onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Content className={styles.screen}>
          {picking === null ? (
            <>
              <FilterScreenBar
                leave={
                  <RadixDialog.Close
                    className={styles.iconButton}
                    aria-label={intl.formatMessage(uiMessages.close)}
                  >
                    <X aria-hidden="true" />
                  </RadixDialog.Close>
                }
                title={intl.formatMessage(messages.filtersTitle)}
                onReset={() => onChange(clearFilters(state))}
              />
              <div className={styles.body}>
                <FilterChips state={state} onChange={onChange} />
                <ul className={styles.facets}>
                  {facets.map((facet) => (
                    <li key={facet}>
                      <button type="button" className={styles.facetRow} onClick={() => openPicker(facet)}>
                        <span>
                          {intl.formatMessage(facetNames[facet])}
                          {state[facet].length > 0 &&
                            ` ${intl.formatMessage(messages.selectedCount, { count: state[facet].length })}`}
                        </span>
                        <ChevronRight className={styles.chevron} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
              <div className={styles.footer}>
                <RadixDialog.Close asChild>
                  <Button className={styles.wide}>{intl.formatMessage(messages.showResults)}</Button>
                </RadixDialog.Close>
              </div>
            </>
          ) : (
            <>
              <FilterScreenBar
                leave={
                  <button
                    type="button"
                    className={styles.iconButton}
                    onClick={() => setPicking(null)}
                    aria-label={intl.formatMessage(messages.back)}
                  >
                    <ArrowLeft className={styles.back} aria-hidden="true" />
                  </button>
                }
                title={intl.formatMessage(facetNames[picking])}
                onReset={() => setDraft([])}
              />
              <div className={classNames(styles.body, styles.picker)}>
                <FacetOptionList
                  facet={picking}
                  selected={draft}
                  onToggle={toggleDraft}
                  label={intl.formatMessage(facetNames[picking])}
                  fill
                  facets={counts}
                />
              </div>
              <div className={styles.footer}>
                <Button
                  className={styles.wide}
                  onClick={() => {
                    onChange(changeSearch(state, { [picking]: draft }));
                    setPicking(null);
                  }}
                >
                  {intl.formatMessage(messages.apply)}
                </Button>
              </div>
            </>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
