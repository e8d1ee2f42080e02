import type { PaidCourseInfo } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import { priceLine } from './price.ts';

/** The price line as text in the active language: Free, Free trial, or the formatted price. */
export function usePriceLabel(
  paid: Pick<PaidCourseInfo, 'active' | 'price' | 'currency' | 'has_trial'>,
): string {
  const intl = useIntl();
  const line = priceLine(paid, intl.locale);
  if (line.kind === 'free') return intl.formatMessage(messages.free);
  if (line.kind === 'trial') return intl.formatMessage(messages.freeTrial);
  return line.text;
}
