/**
 * The partner search: typing shows suggested partners (debounced 500 ms, links to their pages);
 * submitting filters the list (the text goes to the URL, back to page 1).
 */
import { useQuery } from '@tanstack/react-query';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { icon } from '../../ui/icon.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Link } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { partnersQuery } from '../../api/catalogue.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration.ts';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './PartnersPage.module.css';

const Search = icon(searchIcon);

export function PartnerSearch({
  initialText,
  onSubmit,
}: {
  initialText: string;
  onSubmit: (text: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const box = useRef<HTMLInputElement>(null);
  // On a server-rendered page, the box may have been typed in before the app was live.
  useTypedBeforeHydration(box, (typed) => {
    if (typed.text !== null) setText(typed.text);
    setFocused(typed.focused);
  });
  const debounced = useDebouncedValue(text.trim());
  const wanted = debounced !== '' && debounced !== initialText;
  const { data } = useQuery({
    ...partnersQuery(useApiClient(), { name: debounced, 'has-courses-count': true, page_size: 5 }),
    enabled: wanted,
  });
  useEffect(() => {
    if (!focused) return;
    // Suggestions close when focus or a click goes elsewhere.
    const outside = (event: Event) => {
      if (form.current && event.target instanceof Node && !form.current.contains(event.target))
        setFocused(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [focused]);
  const suggestions = wanted && focused && text.trim() ? (data?.results ?? []) : [];

  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text.trim());
      }}
      ref={form}
    >
      <label htmlFor={id} className={styles.searchLabel}>
        {intl.formatMessage(messages.searchLabel)}
      </label>
      <div className={styles.searchRow}>
        {/* Before the app is live, the browser submits the form itself: this page, with the text as q. */}
        <input
          ref={box}
          id={id}
          name="q"
          className={styles.searchInput}
          type="search"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setFocused(true);
          }}
          onFocus={() => setFocused(true)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setFocused(false);
          }}
          autoComplete="off"
          maxLength={200}
        />
        <Button type="submit">
          <Search aria-hidden="true" className={styles.searchIcon} />
          {intl.formatMessage(messages.searchButton)}
        </Button>
      </div>
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={intl.formatMessage(messages.suggestions)}>
          {suggestions.map((partner) => (
            <li key={partner.organization.short_name}>
              <Link
                className={styles.suggestion}
                to={`/partners/${encodeURIComponent(partner.organization.short_name)}`}
              >
                <span dir="auto">{partner.organization.name}</span>
                <span className={styles.muted}>
                  {intl.formatMessage(messages.courses, { count: partner.courses_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
