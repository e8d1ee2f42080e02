import { describe, expect, it } from 'vitest';
import { absoluteImageUrl, lmsImageUrl } from './imageUrl.ts';

describe('lmsImageUrl', () => {
  it.each<[string | null | undefined, string | null]>([
    ['/static/covers/a.jpg', 'https://lms.example.org/static/covers/a.jpg'],
    ['static/covers/a.jpg', 'https://lms.example.org/static/covers/a.jpg'],
    ['https://cdn.example.org/a.jpg', 'https://cdn.example.org/a.jpg'],
    ['//cdn.example.org/a.jpg', '//cdn.example.org/a.jpg'],
    ['javascript:alert(1)', null],
    ['data:image/png;base64,AAAA', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(lmsImageUrl(value, 'https://lms.example.org/')).toBe(expected);
  });
});

describe('absoluteImageUrl', () => {
  it.each<[string | null | undefined, string, string | null]>([
    ['/static/covers/a.jpg', 'https://lms.example.org/', 'https://lms.example.org/static/covers/a.jpg'],
    ['static/a b.jpg', 'https://lms.example.org', 'https://lms.example.org/static/a%20b.jpg'],
    ['https://cdn.example.org/a.jpg', 'https://lms.example.org', 'https://cdn.example.org/a.jpg'],
    ['//cdn.example.org/a.jpg', 'http://lms.example.org', 'http://cdn.example.org/a.jpg'],
    ['/a.jpg', 'not a base', null],
    ['javascript:alert(1)', 'https://lms.example.org', null],
    [' ', 'https://lms.example.org', null],
    [null, 'https://lms.example.org', null],
  ])('%s on %s → %s', (value, lms, expected) => {
    expect(absoluteImageUrl(value, lms)).toBe(expected);
  });
});
