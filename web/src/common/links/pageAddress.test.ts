import { describe, expect, it } from 'vitest';
import { pageAddress } from './pageAddress.ts';

describe('pageAddress', () => {
  it.each([
    ['https://apps.example.org', '/', '/', 'https://apps.example.org/'],
    ['https://apps.example.org/', '/', '/partners/mitx', 'https://apps.example.org/partners/mitx'],
    ['https://apps.example.org', '/homepage/', '/', 'https://apps.example.org/homepage/'],
    [
      'https://apps.example.org',
      '/homepage/',
      '/search?q=data',
      'https://apps.example.org/homepage/search?q=data',
    ],
    ['https://apps.example.org//', '/a/b/', '/course/x/', 'https://apps.example.org/a/b/course/x/'],
  ])('%s + %s + %s = %s', (baseUrl, publicPath, path, expected) => {
    expect(pageAddress(baseUrl, publicPath, path)).toBe(expected);
  });
});
