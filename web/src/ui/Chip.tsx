/**
 * A removable filter chip: its whole body is one button whose name says what removing does. A long
 * label is cut short on one line; the button's name and the label's title carry all of it.
 */
import { __iconData as xIcon } from 'lucide-react/icons/x';
import { icon } from './icon.ts';
import { useIntl } from '../i18n/intl.ts';
import messages from './chip.messages.ts';
import styles from './Chip.module.css';

const X = icon(xIcon);

interface Props {
  label: string;
  onRemove: () => void;
}

export function Chip({ label, onRemove }: Props) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={styles.chip}
      onClick={onRemove}
      aria-label={intl.formatMessage(messages.remove, { label })}
    >
      <span className={styles.label} dir="auto" title={label}>
        {label}
      </span>
      <X className={styles.icon} aria-hidden="true" />
    </button>
  );
}
