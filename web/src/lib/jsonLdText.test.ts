import { describe, expect, it } from 'vitest';
import { jsonLdText } from './jsonLdText.ts';

describe('jsonLdText', () => {
  it.each([
    ['a closing script tag', { name: '</script><script>alert(1)</script>' }],
    ['a comment opener', { name: '<!-- x' }],
    ['an ampersand and quotes', { name: 'R&D "quoted" \'single\'' }],
    ['line separators', { name: 'a\u2028b\u2029c' }],
    ['plain text', { name: 'Introduction to Python', price: 49 }],
  ])('%s: nothing can close the block, and the value reads back unchanged', (_, value) => {
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('writes null for a value JSON has no text for', () => {
    expect(jsonLdText(undefined)).toBe('null');
  });
});
