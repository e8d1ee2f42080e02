import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import type { Distinction } from './sameTitle.ts';
import styles from './RunLine.module.css';

const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/** What tells a card apart from another of the same title in its list (sameTitle.ts); nothing otherwise. */
export function RunLine({ distinction }: { distinction: Distinction | null }) {
  const intl = useIntl();
  if (distinction === null) return null;
  let text: string;
  if (distinction.kind === 'code') {
    text = intl.formatMessage(messages.runCode, { code: distinction.code });
  } else {
    const start = intl.formatDate(distinction.start, DATE);
    text =
      distinction.end === null
        ? intl.formatMessage(messages.runFrom, { start })
        : intl.formatMessage(messages.runDates, { start, end: intl.formatDate(distinction.end, DATE) });
  }
  return (
    <p className={styles.run}>
      <span className="visually-hidden">{intl.formatMessage(messages.runLabel)} </span>
      {text}
    </p>
  );
}
