import { describe, expect, it } from 'vitest';
import {
  currencyFormat,
  displayAmount,
  formatAmount,
  formatPrice,
  isoAmount,
  priceOfAmount,
} from './price.ts';

describe('displayAmount: minor units, rial shown as toman', () => {
  it.each([
    [4999, 'USD', 49.99, 'USD'],
    [5000, 'usd', 50, 'USD'],
    [1000, ' eur ', 10, 'EUR'],
    [1000, '', 10, 'USD'],
    [2550, 'AED', 25.5, 'AED'],
    [10000, 'egp', 100, 'EGP'],
    [1000, 'IRR', 100, 'IRT'],
    [1200000, 'irr', 120000, 'IRT'],
    [1000, 'IRT', 10, 'IRT'],
  ])('%d %j → %d %s', (price, currency, amount, shown) => {
    expect(displayAmount(price, currency)).toEqual({ amount, currency: shown });
  });
});

describe('isoAmount: whole units of an ISO currency, rial kept as rial', () => {
  it.each([
    [4999, 'USD', 49.99, 'USD'],
    [5000, ' usd ', 50, 'USD'],
    [1000, '', 10, 'USD'],
    [2550, 'aed', 25.5, 'AED'],
    [1200000, 'IRR', 1200000, 'IRR'],
    [1200000, 'irt', 120000, 'IRR'],
  ])('%d %j → %d %s', (price, currency, amount, code) => {
    expect(isoAmount(price, currency)).toEqual({ amount, currency: code });
  });
});

describe('priceOfAmount: a whole amount back in minor units (rials stay rials)', () => {
  it.each([
    [49, 'usd', 4900],
    [49.99, 'USD', 4999],
    [10, '', 1000],
    [1200000, 'irr', 1200000],
    [1200, 'irt', 120000],
  ])('%d %j → %d', (amount, currency, price) => {
    expect(priceOfAmount(amount, currency)).toBe(price);
    expect(displayAmount(price, currency).amount).toBe(
      currency.toLowerCase() === 'irr' ? amount / 10 : amount,
    );
  });
});

describe('formatPrice', () => {
  it.each([
    [4999, 'USD', 'en', '$49.99'],
    [5000, 'USD', 'en', '$50'],
    [950, 'EUR', 'de-DE', '9,50\u00a0€'],
    [10000, 'egp', 'en', 'EGP\u00a0100'],
    [1200000, 'IRR', 'en', 'IRT\u00a0120,000'],
    [12345, 'irr', 'en', 'IRT\u00a01,235'],
    [1200000, 'IRR', 'fa', '\u200eIRT\u00a0۱۲۰٬۰۰۰'],
    [120000, 'IRT', 'en', 'IRT\u00a01,200'],
  ])('%d %s in %s → %s', (price, currency, locale, expected) => {
    expect(formatPrice(price, currency, locale)).toBe(expected);
  });

  it('still shows a price when Intl rejects the currency code', () => {
    expect(formatAmount(12.5, 'DOLLARS', 'en')).toBe('12.5 DOLLARS');
  });
});

describe('currencyFormat: one formatter per locale and currency', () => {
  it('hands back the same formatter for the same pair, another for another locale or currency', () => {
    const usdEn = currencyFormat('en', 'USD');
    expect(currencyFormat('en', 'USD')).toBe(usdEn);
    expect(currencyFormat('fr', 'USD')).not.toBe(usdEn);
    expect(currencyFormat('en', 'EUR')).not.toBe(usdEn);
    expect(currencyFormat('fr', 'USD').format(50)).toBe(
      new Intl.NumberFormat('fr', {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      }).format(50),
    );
  });

  it('keeps the toman rule for its own pair only', () => {
    expect(currencyFormat('en', 'IRT').resolvedOptions().maximumFractionDigits).toBe(0);
    expect(currencyFormat('en', 'USD').resolvedOptions().maximumFractionDigits).toBe(2);
  });
});
