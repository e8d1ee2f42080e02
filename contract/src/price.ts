/**
 * The one price rule, used by the web app and the reference server alike (docs/product-rules.md,
 * "Prices"). A course's `price` is in minor units of its `currency`: the amount is `price / 100`,
 * except for Iranian rial (`IRR`), which is shown in toman (`IRT`, ten rials): `price / 10`. A price
 * already sent in `IRT` is minor units like any other code. Codes are read case-insensitively (the
 * platform's fixtures send `usd`); an empty code means USD.
 */

/** The amount and the currency it is shown in. */
export function displayAmount(price: number, currency: string): { amount: number; currency: string } {
  const code = currency.trim().toUpperCase() || 'USD';
  if (code === 'IRR') return { amount: price / 10, currency: 'IRT' };
  return { amount: price / 100, currency: code };
}

/**
 * The price as a machine reads it (schema.org's Offer, for search engines): whole units of an ISO 4217
 * currency. Toman is no ISO code, so rial stays rial (a price in IRR is rials already), and a price
 * sent in IRT (minor units of toman) becomes rials, ten to the toman.
 */
export function isoAmount(price: number, currency: string): { amount: number; currency: string } {
  const code = currency.trim().toUpperCase() || 'USD';
  if (code === 'IRR') return { amount: price, currency: 'IRR' };
  if (code === 'IRT') return { amount: price / 10, currency: 'IRR' };
  return { amount: price / 100, currency: code };
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The formatter of `currency` amounts in `locale`, built once per pair (a page of course cards asks
 * for the same one per card, and building one costs far more than using it): whole amounts drop
 * their ".00"; toman has no fractions. Throws for a currency code Intl rejects.
 */
export function currencyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = {
      style: 'currency',
      currency,
      trailingZeroDisplay: 'stripIfInteger',
    };
    if (currency === 'IRT') options.maximumFractionDigits = 0;
    format = new Intl.NumberFormat(locale, options);
    currencyFormats.set(key, format);
  }
  return format;
}

/** `amount` of `currency` in `locale` (currencyFormat). */
export function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return currencyFormat(locale, currency).format(amount);
  } catch {
    // A currency code Intl rejects (not three letters): the number, then the code as sent.
    return `${new Intl.NumberFormat(locale).format(amount)} ${currency}`;
  }
}

/** A price as sent by the platform, formatted for `locale`. */
export function formatPrice(price: number, currency: string, locale: string): string {
  const shown = displayAmount(price, currency);
  return formatAmount(shown.amount, shown.currency, locale);
}

/**
 * The price, in this rule's units, of a whole `amount` of `currency` (a stock LMS's course mode sends
 * `min_price` so): minor units, which for Iranian rial are rials themselves.
 */
export function priceOfAmount(amount: number, currency: string): number {
  const code = currency.trim().toUpperCase() || 'USD';
  return code === 'IRR' ? Math.round(amount) : Math.round(amount * 100);
}
