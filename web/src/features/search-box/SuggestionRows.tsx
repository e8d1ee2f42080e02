/** The listbox's options: one per suggestion (title, partner, Course/Program) and 'View all result'. */
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import type { SuggestionOption } from './suggestionOptions.ts';
import styles from './SearchBox.module.css';
import { classNames } from '../../lib/classNames.ts';

interface Props {
  /** The listbox's id: each option's id derives from it (the combobox's aria-activedescendant). */
  listId: string;
  options: SuggestionOption[];
  active: number;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}

export function SuggestionRows({ listId, options, active, onChoose, onHover }: Props) {
  const intl = useIntl();
  return options.map((option, index) => (
    // Keyboard use goes through the combobox (aria-activedescendant); this handles pointer use.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      key={option.key}
      id={`${listId}-${index}`}
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
  ));
}
