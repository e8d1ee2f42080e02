/**
 * A plain labelled catalogue search form: submitting goes to /search?q={text} with the other filters
 * reset (spec, header search box). Stands in where the suggestions search box is not available.
 */
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { emptySearchState, serializeSearchState } from '../catalogue/searchState.ts';
import messages from './messages.ts';
import styles from './CatalogueSearchForm.module.css';

export function CatalogueSearchForm({ initialText = '' }: { initialText?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState(initialText);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const query = serializeSearchState({ ...emptySearchState, q: text });
        void navigate(query ? `/search?${query}` : '/search');
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage(messages.searchLabel)}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={200}
      />
      <button type="submit" className={styles.submit}>
        <Search aria-hidden="true" className={styles.icon} />
        <span>{intl.formatMessage(messages.searchButton)}</span>
      </button>
    </form>
  );
}
