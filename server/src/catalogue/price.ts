/** Prices are minor units: ÷100, except IRR which is shown in toman (÷10, "IRT"). */
export function formatPrice(price: number, currency: string, locale = 'en'): string {
  const code = currency.toUpperCase();
  if (code === 'IRR' || code === 'IRT') return `${new Intl.NumberFormat(locale).format(price / 10)} IRT`;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(price / 100);
}
