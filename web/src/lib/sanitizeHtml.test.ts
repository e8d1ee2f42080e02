import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml.ts';

describe('sanitizeHtml', () => {
  it.each([
    ['<p>ok</p><script>window.x = 1</script>', '<p>ok</p>'],
    ['<img src="x.png" onerror="alert(1)" alt="">', '<img src="x.png" alt="">'],
    ['<a href="javascript:alert(1)">go</a>', '<a>go</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">go</a>', '<a>go</a>'],
    ['<p onclick="alert(1)" style="color:red">hi</p>', '<p>hi</p>'],
    ['<iframe src="https://evil.example"></iframe><p>after</p>', '<p>after</p>'],
    ['<svg><script>alert(1)</script></svg><p>x</p>', '<p>x</p>'],
    ['<form action="/x"><input name="a"></form>', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps ordinary content and safe links', () => {
    const html =
      '<h2>About</h2><p>Read <a href="https://example.com/x">this</a> or <a href="/staticpages/tos">that</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
