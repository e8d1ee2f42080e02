import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import { DATE_LINE_FORMAT, type DateLine } from './rules.ts';

/** The card's date line, dates formatted by Intl in the active language. */
export function CardDateLine({ line }: { line: DateLine | null }) {
  const intl = useIntl();
  if (line === null) return null;
  if (line.kind === 'lifetimeAccess') return <>{intl.formatMessage(messages.lifetimeAccess)}</>;
  const date = intl.formatDate(line.date, DATE_LINE_FORMAT);
  return <>{intl.formatMessage(messages[line.kind], { date })}</>;
}
