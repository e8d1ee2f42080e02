/**
 * A desktop facet: a button that discloses a panel with the facet's own search and checkboxes. Not a
 * menu (it holds a text field), so it is a disclosure: Escape or a click outside closes it and Escape
 * returns focus to the button. Choices apply at once (the URL changes, results follow).
 */
import type { DiscoveryFacets } from '@atrium/contract';
import { __iconData as chevronDownIcon } from 'lucide-react/icons/chevron-down';
import { icon } from '../../ui/icon.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { facetNames } from './facetLabels.ts';
import { FacetOptionList } from './FacetOptionList.tsx';
import messages from './messages.ts';
import type { Facet } from './searchState.ts';
import styles from './FacetDropdown.module.css';
import { classNames } from '../../lib/classNames.ts';

const ChevronDown = icon(chevronDownIcon);

interface Props {
  facet: Facet;
  selected: readonly string[];
  onToggle: (value: string) => void;
  facets: DiscoveryFacets | undefined;
}

export function FacetDropdown({ facet, selected, onToggle, facets }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const name = intl.formatMessage(facetNames[facet]);

  useEffect(() => {
    if (!open) return;
    // A click or focus anywhere outside closes the panel; Escape closes it and returns to the button.
    const outside = (event: Event) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={classNames(styles.toggle, selected.length > 0 && styles.active)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span>{name}</span>
        {selected.length > 0 && (
          <span className={styles.badge}>
            {intl.formatMessage(messages.facetSelected, { count: selected.length })}
          </span>
        )}
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {open && (
          <FacetOptionList
            facet={facet}
            selected={selected}
            onToggle={onToggle}
            label={name}
            facets={facets}
          />
        )}
      </div>
    </div>
  );
}
