import { __iconData as searchIcon } from 'lucide-react/icons/search';
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { icon } from '../../ui/icon.ts';
import { useId, useState, type SyntheticEvent } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/Button.tsx';
import messages from './messages.ts';
import styles from './DashboardPage.module.css';

const Search = icon(searchIcon);
const X = icon(xIcon);

interface Props {
  /** The search in the URL; the box starts from it and follows it (Back, links). */
  value: string;
  onSearch: (search: string) => void;
}

/** Search within my courses: by the platform or in the browser (useEnrollmentList.ts). */
export function MyCoursesSearch({ value, onSearch }: Props) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // Follow the URL when it changes from outside (Back, Clear search): adjust state during render.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label className="visually-hidden" htmlFor={inputId}>
        {intl.formatMessage(messages.searchLabel)}
      </label>
      <div className={styles.searchField}>
        <Search className={styles.searchIcon} aria-hidden="true" />
        <input
          id={inputId}
          className={styles.searchInput}
          type="search"
          value={text}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
          autoComplete="off"
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
        {text !== '' && (
          <button
            type="button"
            className={styles.clearButton}
            aria-label={intl.formatMessage(messages.clearSearch)}
            onClick={() => {
              setText('');
              if (value !== '') onSearch('');
            }}
          >
            <X aria-hidden="true" size={18} />
          </button>
        )}
      </div>
      <Button type="submit">{intl.formatMessage(messages.searchButton)}</Button>
    </form>
  );
}
