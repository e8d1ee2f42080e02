import { describe, expect, it } from 'vitest';
import { lmsImageUrl } from './imageUrl.ts';

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
