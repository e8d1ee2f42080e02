import { describe, expect, it } from 'vitest';
import { priceLine } from './price.ts';

const paid = (price: number, currency: string, has_trial = false) => ({
  active: true,
  price,
  currency,
  has_trial,
});

describe('priceLine', () => {
  it.each<[string, Parameters<typeof priceLine>[0], string, string]>([
    ['not a paid course', { active: false, price: 4999, currency: 'USD', has_trial: false }, 'en', 'free'],
    ['paid with a trial', paid(4999, 'USD', true), 'en', 'trial'],
    ['paid, priced at zero', paid(0, 'USD'), 'en', 'free'],
    ['USD cents', paid(4999, 'USD'), 'en', '$49.99'],
    ['whole amounts drop .00', paid(5000, 'USD'), 'en', '$50'],
    ['lower-case code', paid(5000, 'usd'), 'en', '$50'],
    ['EUR in German', paid(950, 'EUR'), 'de-DE', '9,50\u00a0€'],
    ['EGP', paid(10000, 'egp'), 'en', 'EGP\u00a0100'],
    ['AED', paid(2550, 'AED'), 'en', 'AED\u00a025.50'],
    ['IRR is price/10 shown as toman', paid(1200000, 'IRR'), 'en', 'IRT\u00a0120,000'],
    ['IRR case-insensitive, toman never has fractions', paid(12345, 'irr'), 'en', 'IRT\u00a01,235'],
    ['Persian digits in the Persian locale', paid(1200000, 'IRR'), 'fa', '\u200eIRT\u00a0۱۲۰٬۰۰۰'],
    [
      'the platform’s printed price, as it is',
      { ...paid(49, 'USD'), price_label: 'E£3,960' },
      'fa',
      'E£3,960',
    ],
    ['free, though printed', { ...paid(0, 'USD'), price_label: 'x' }, 'en', 'free'],
  ])('%s', (_, input, locale, expected) => {
    const line = priceLine(input, locale);
    expect(line.kind === 'paid' ? line.text : line.kind).toBe(expected);
  });
});
