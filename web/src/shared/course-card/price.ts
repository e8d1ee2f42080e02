/**
 * The price line of a course (CONTRACT.md Part 1, "Prices"): prices are minor units, `price / 100`,
 * except IRR, which is `price / 10` shown as toman (IRT). Currency codes are case-insensitive.
 * Pure, so the course page reuses it and the tests read as a table.
 */
import type { PaidCourseInfo } from '@atrium/contract';

export type PriceLine =
  { kind: 'free' } | { kind: 'trial' } | { kind: 'paid'; amount: number; currency: string; text: string };

type PriceFields = Pick<PaidCourseInfo, 'active' | 'price' | 'currency' | 'has_trial'>;

/** The amount and the currency it is shown in: IRR becomes toman; every other code (IRT too) is /100. */
export function displayAmount(price: number, currency: string): { amount: number; currency: string } {
  const code = currency.trim().toUpperCase() || 'USD';
  if (code === 'IRR') return { amount: price / 10, currency: 'IRT' };
  return { amount: price / 100, currency: code };
}

/** `Intl.NumberFormat` in the active locale; whole amounts drop their ".00"; toman has no fractions. */
export function formatAmount(amount: number, currency: string, locale: string): string {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    trailingZeroDisplay: 'stripIfInteger',
  };
  if (currency === 'IRT') options.maximumFractionDigits = 0;
  try {
    return new Intl.NumberFormat(locale, options).format(amount);
  } catch {
    // A currency code Intl rejects (not three letters): the number, then the code as sent.
    return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  }
}

/** Free (not a paid course, or priced at zero), Free trial (paid with a trial), or the price. */
export function priceLine(paid: PriceFields, locale: string): PriceLine {
  if (!paid.active) return { kind: 'free' };
  if (paid.has_trial) return { kind: 'trial' };
  if (paid.price <= 0) return { kind: 'free' };
  const { amount, currency } = displayAmount(paid.price, paid.currency);
  return { kind: 'paid', amount, currency, text: formatAmount(amount, currency, locale) };
}
