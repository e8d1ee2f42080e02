import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './paymentUrl.ts';

const trusted = ['http://127.0.0.1:8080', 'https://lms.example.com'];

describe('safePaymentUrl', () => {
  it.each([
    ['https://pay.example.net/checkout/42', 'https://pay.example.net/checkout/42'],
    ['http://127.0.0.1:8080/payment/abc', 'http://127.0.0.1:8080/payment/abc'],
    ['http://evil.example/payment', null],
    ['http://127.0.0.1:9999/payment', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/payment/relative', null],
    ['', null],
  ])('%s → %s', (value, expected) => {
    expect(safePaymentUrl(value, trusted)).toBe(expected);
  });
});
