import { describe, expect, it } from 'vitest';
import type { StockMode } from './courseFacts.ts';
import {
  courseDisplayString,
  coursePriceText,
  currencySymbol,
  escapedName,
  requestedFieldsOf,
} from './coursewareFacts.ts';

const NOW = '2026-11-29T00:00:00.000Z';
const mode = (slug: StockMode['slug'], minPrice: number, currency = 'usd', expires: string | null = null) =>
  ({ slug, name: slug, minPrice, currency, expires }) satisfies StockMode;

describe('course_price', () => {
  it.each([
    ['a free track', [mode('honor', 0)], 'Free'],
    ['a paid track alone', [mode('verified', 49)], '$49'],
    ['a free track beside a paid one', [mode('audit', 0), mode('verified', 49)], 'Free'],
    [
      'the free track expired',
      [mode('audit', 0, 'usd', '2026-11-01T00:00:00.000Z'), mode('verified', 49)],
      '$49',
    ],
    [
      'not expired until later today',
      [mode('audit', 0, 'usd', '2026-11-29T12:00:00.000Z'), mode('verified', 49)],
      'Free',
    ],
    ['euros', [mode('verified', 48, 'eur')], '€48'],
    ['Egyptian pounds, no thousands separator', [mode('verified', 3960, 'egp')], 'E£3960'],
    ['a currency without a symbol', [mode('verified', 200, 'aed')], 'AED200'],
    // The LMS falls back on its free default mode when every mode has expired.
    ['every mode expired', [mode('verified', 49, 'usd', '2026-01-01T00:00:00.000Z')], 'Free'],
    ['no mode at all', [], 'Free'],
  ] as const)('%s: %s', (_name, modes, price) => {
    expect(coursePriceText(modes, NOW)).toBe(price);
  });
});

describe('currency symbols', () => {
  it.each([
    ['usd', '$'],
    ['EUR', '€'],
    ['irt', 'IRT'],
    ['not-a-code', 'NOT-A-CODE'],
  ])('%s → %s', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol);
  });
});

describe('the LMS’s small text rules', () => {
  it.each([
    ['Soil Science', 'Soil Science'],
    ['<b>Bold</b> & "quoted"', '&lt;b&gt;Bold&lt;/b&gt; & "quoted"'],
  ])('name %j is sent as %j', (name, escaped) => {
    expect(escapedName(name)).toBe(escaped);
  });

  it('writes a prerequisite as its display org and number', () => {
    expect(courseDisplayString('AtriumX', 'CS101')).toBe('AtriumX CS101');
  });
});

describe('requested_fields', () => {
  const answer = { id: 'k', name: 'n', course_price: 'Free' };
  it.each([
    [undefined, answer],
    ['id,course_price', { id: 'k', course_price: 'Free' }],
    ['course_price,unknown', { course_price: 'Free' }],
    ['', {}],
    ['id, name', { id: 'k' }],
  ])('%j keeps %j', (requested, kept) => {
    expect(requestedFieldsOf(answer, requested)).toEqual(kept);
  });
});
