import type { PaidCourseInfo } from '@atrium/contract';
import { useIntl } from '../../i18n/intl.ts';
import messages from './messages.ts';
import { priceLine } from './price.ts';

/**
 * The price line as text in the active language: Free, Free trial, or the formatted price; null where
 * the platform did not say (a stock card without a free mode), so nothing is claimed.
 */
export function usePriceLabel(
  paid:
    | (Pick<PaidCourseInfo, 'active' | 'price' | 'currency' | 'has_trial'> &
        Partial<Pick<PaidCourseInfo, 'price_label'>>)
    | null,
): string | null {
  const intl = useIntl();
  if (paid === null) return null;
  const line = priceLine(paid, intl.locale);
  if (line.kind === 'free') return intl.formatMessage(messages.free);
  if (line.kind === 'trial') return intl.formatMessage(messages.freeTrial);
  return line.text;
}
