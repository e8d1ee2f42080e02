/**
 * The one catalogue search box (header, home banner, catalogue pages, phone search screen): an ARIA
 * combobox (WAI-ARIA APG, list autocomplete). Enter searches `/search?q=` with other filters reset;
 * suggestions are requested for the 500 ms-debounced, non-empty text; ArrowDown/Up move through
 * them, Enter opens one, Escape closes the list (a second Escape clears the text).
 */
import { useQuery } from '@tanstack/react-query';
import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { icon } from '../../ui/icon.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { useHref, useNavigate } from '../../lib/router/index.ts';
import { useApiClient } from '../../api/ApiProvider.tsx';
import { suggestionsQuery } from '../../api/discovery.ts';
import { recordRecentPage } from '../../common/recent/recordRecentPage.ts';
import { searchHref } from '../../common/search/searchLinks.ts';
import { openSearchModal } from '../../common/search/searchModalStore.ts';
import { useExtension } from '../../config/extensions.ts';
import messages from './messages.ts';
import { SuggestionList } from './SuggestionList.tsx';
import type { SuggestionOption } from './suggestionOptions.ts';
import type * as Parts from './suggestionParts.ts';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { useTypedBeforeHydration } from '../../lib/useTypedBeforeHydration.ts';
import { lazyModule, useLazyModule } from '../../lib/lazyModule.ts';
import styles from './SearchBox.module.css';
import { classNames } from '../../lib/classNames.ts';

const Search = icon(searchIcon);

type SuggestionParts = typeof Parts;
const lazySuggestionParts = lazyModule(() => import('./suggestionParts.ts'));

/**
 * The suggestions' code, asked for when the box is first pointed at, focused or typed in: it arrives
 * long before the first suggestions can (500 ms of debounce, then a request). Until then, and if it
 * cannot load, the box has no list and Enter still searches.
 */
function useSuggestionParts(now: boolean): [SuggestionParts | null, () => void] {
  const [wanted, setWanted] = useState(now);
  const parts = useLazyModule(lazySuggestionParts, wanted).module;
  return [parts, () => setWanted(true)];
}

export interface SearchBoxProps {
  /** Accessible label (visually hidden); defaults to "Search courses". */
  label?: string;
  /** header: compact; banner: large; page: catalogue pages; modal: the phone search screen (list inline). */
  placement?: 'header' | 'banner' | 'page' | 'modal';
  /** On phones (≤ 768 px) show a button that opens the search screen instead (home banner). */
  opensModalOnPhones?: boolean;
  initialText?: string;
  /** Focus the text box when it appears (the phone search screen opens to type in). */
  focusOnMount?: boolean;
  /** Told about every change of the text (the search screen shows recent and trending when empty). */
  onTextChange?: (text: string) => void;
  /** Called after the box navigated somewhere (the search screen closes). */
  onNavigate?: () => void;
}

export function SearchBox({
  label,
  placement = 'page',
  opensModalOnPhones = false,
  initialText = '',
  focusOnMount = false,
  onTextChange,
  onNavigate,
}: SearchBoxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const client = useApiClient();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // The phone search screen shows its list without focus: it wants the list as it opens.
  const [parts, wantParts] = useSuggestionParts(placement === 'modal');
  const debounced = useDebouncedValue(text.trim());
  // Only once the box is used: the search page's box opens with the page's text, and suggestions
  // for it would be a request competing with the page's own on every visit.
  const suggestions = useQuery({ ...suggestionsQuery(client, debounced), enabled: parts !== null });

  const hasAnswer = debounced !== '' && (suggestions.isSuccess || suggestions.isError);
  const expanded =
    parts !== null && (focused || placement === 'modal') && !dismissed && hasAnswer && text.trim() !== '';
  // 'View all result' searches what is typed now, even while newer suggestions are on their way.
  const hasProgramPages = useExtension('programs');
  const options = expanded
    ? parts.suggestionOptions(suggestions.data?.results ?? [], text, hasProgramPages)
    : [];
  const activeOption = options[active];

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    setDismissed(false);
    onTextChange?.(value);
  };
  // On a server-rendered page, the box may have been typed in before the app was live.
  useTypedBeforeHydration(inputRef, (typed) => {
    wantParts();
    if (typed.focused) setFocused(true);
    if (typed.text !== null) change(typed.text);
  });

  const go = (href: string) => {
    setDismissed(true);
    navigate(href);
    onNavigate?.();
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === 'hit' && !option.isProgram) {
      recordRecentPage(option.hit.data.course_metadata);
    }
    go(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setDismissed(false);
        return;
      }
      event.preventDefault();
      setActive(parts.moveActive(active, options.length, event.key));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        event.stopPropagation(); // the phone search screen stays open
        setDismissed(true);
        setActive(-1);
      } else if (text !== '') {
        event.preventDefault();
        event.stopPropagation();
        change('');
      }
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    }
  };

  const labelText = label ?? intl.formatMessage(messages.label);
  const searchPage = useHref(searchHref());
  return (
    <div className={classNames(styles.box, styles[placement])}>
      {opensModalOnPhones && (
        <button type="button" className={styles.phoneButton} onClick={openSearchModal}>
          <Search aria-hidden="true" size={20} />
          <span>{intl.formatMessage(messages.placeholder)}</span>
        </button>
      )}
      {/* Before the app has taken a server-rendered page over, the browser submits the form itself:
          to the search page, with the text as `q`. */}
      <form
        role="search"
        action={searchPage}
        aria-label={labelText}
        className={classNames(styles.form, opensModalOnPhones && styles.desktopOnly)}
        onSubmit={(event) => {
          event.preventDefault();
          go(searchHref({ q: text }));
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {labelText}
        </label>
        <input
          ref={inputRef}
          id={id}
          name="q"
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeOption ? `${listId}-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={intl.formatMessage(messages.placeholder)}
          value={text}
          onChange={(event) => {
            wantParts();
            change(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onPointerEnter={wantParts}
          onFocus={() => {
            wantParts();
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
        />
        <button type="submit" className={styles.submit} aria-label={intl.formatMessage(messages.submit)}>
          <Search aria-hidden="true" size={20} />
        </button>
        <SuggestionList
          id={listId}
          hits={options.filter((option) => option.kind === 'hit').length}
          expanded={expanded}
          inline={placement === 'modal'}
        >
          {parts && (
            <parts.SuggestionRows
              listId={listId}
              options={options}
              active={active}
              onChoose={choose}
              onHover={setActive}
            />
          )}
        </SuggestionList>
      </form>
    </div>
  );
}
