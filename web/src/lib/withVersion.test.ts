import { describe, expect, it } from 'vitest';
import { withVersion } from './withVersion.ts';

describe('withVersion', () => {
  it.each([
    ['https://cdn.example.com/logo.svg', 'https://cdn.example.com/logo.svg?v=42'],
    ['/static/logo.svg', '/static/logo.svg?v=42'],
    ['/logo.svg?size=2', '/logo.svg?size=2&v=42'],
    ['/logo.svg?v=1&size=2', '/logo.svg?size=2&v=42'],
    ['/logo.svg#mark', '/logo.svg?v=42#mark'],
    ['/logo.svg?a=b?c', '/logo.svg?a=b?c&v=42'],
  ])('%s → %s', (url, expected) => {
    expect(withVersion(url, 42)).toBe(expected);
  });
});
