import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl.ts';

describe('safeUrl keeps http(s) and relative URLs only', () => {
  it.each([
    ['https://cdn.example.com/logo.svg', 'https://cdn.example.com/logo.svg'],
    ['http://example.com/a?b=c#d', 'http://example.com/a?b=c#d'],
    ['HTTPS://EXAMPLE.COM/', 'HTTPS://EXAMPLE.COM/'],
    ['/static/logo.svg', '/static/logo.svg'],
    ['images/logo.png', 'images/logo.png'],
    ['../up.png', '../up.png'],
    ['//cdn.example.com/x.png', '//cdn.example.com/x.png'],
    ['  /padded  ', '/padded'],
  ])('keeps %j', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/x',
    'mailto:someone@example.com',
    'http://[::1',
    '',
    '   ',
    null,
    undefined,
  ])('drops %j', (input) => {
    expect(safeUrl(input)).toBeNull();
  });
});
