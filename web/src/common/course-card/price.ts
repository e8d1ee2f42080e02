/**
 * The price line of a course: Free, Free trial, or the price by the contract's one price rule
 * (docs/product-rules.md, "Prices"). Pure, so the card and the course page share it and the tests
 * read as a table.
 */
import { displayAmount, formatAmount, type PaidCourseInfo } from '@atrium/contract';

export type PriceLine =
  { kind: 'free' } | { kind: 'trial' } | { kind: 'paid'; amount: number; currency: string; text: string };

type PriceFields = Pick<PaidCourseInfo, 'active' | 'price' | 'currency' | 'has_trial'> &
  Partial<Pick<PaidCourseInfo, 'price_label'>>;

/**
 * Free (not a paid course, or priced at zero), Free trial (paid with a trial), or the price: the
 * platform's own text where it gave no amount (`price_label`), else by the price rule.
 */
export function priceLine(paid: PriceFields, locale: string): PriceLine {
  if (!paid.active) return { kind: 'free' };
  if (paid.has_trial) return { kind: 'trial' };
  if (paid.price <= 0) return { kind: 'free' };
  if (paid.price_label)
    return { kind: 'paid', amount: paid.price, currency: paid.currency, text: paid.price_label };
  const { amount, currency } = displayAmount(paid.price, paid.currency);
  return { kind: 'paid', amount, currency, text: formatAmount(amount, currency, locale) };
}
