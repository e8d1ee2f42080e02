/** The combobox's listbox: one option per suggestion (title, partner, Course/Program) and 'View all result'. */
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import type { SuggestionOption } from './suggestionOptions.ts';
import styles from './SearchBox.module.css';
import { classNames } from '../../lib/classNames.ts';

interface Props {
  id: string;
  options: SuggestionOption[];
  active: number;
  expanded: boolean;
  /** In the phone search screen the list flows in the page instead of dropping down. */
  inline: boolean;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}

export function SuggestionList({ id, options, active, expanded, inline, onChoose, onHover }: Props) {
  const intl = useIntl();
  const hits = options.filter((option) => option.kind === 'hit').length;
  return (
    <>
      <p className="visually-hidden" role="status">
        {expanded ? intl.formatMessage(messages.count, { count: hits }) : ''}
      </p>
      <div className={classNames(styles.popup, inline && styles.inline)} hidden={!expanded}>
        {expanded && hits === 0 && <p className={styles.none}>{intl.formatMessage(messages.none)}</p>}
        <div
          id={id}
          role="listbox"
          aria-label={intl.formatMessage(messages.suggestions)}
          className={styles.list}
        >
          {options.map((option, index) => (
            // Keyboard use goes through the combobox (aria-activedescendant); this handles pointer use.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.key}
              id={`${id}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={classNames(styles.option, option.kind === 'all' && styles.viewAll)}
              // Keep focus in the text box so the list does not close before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
              onMouseMove={() => index !== active && onHover(index)}
            >
              {option.kind === 'hit' ? (
                <>
                  <span className={styles.optionTitle} dir="auto">
                    {option.title}
                  </span>
                  <span className={styles.optionMeta}>
                    {option.partner && <span dir="auto">{option.partner}</span>}
                    <span className={styles.kind}>
                      {intl.formatMessage(option.isProgram ? messages.program : messages.course)}
                    </span>
                  </span>
                </>
              ) : (
                intl.formatMessage(messages.viewAll)
              )}
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
