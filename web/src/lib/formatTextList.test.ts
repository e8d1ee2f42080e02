import { describe, expect, it } from 'vitest';
import { formatTextList } from './formatTextList.ts';

describe('formatTextList', () => {
  it('joins names in the language of the page', () => {
    expect(formatTextList('en', ['Sara', 'Ali', 'Mina'])).toBe('Sara, Ali, and Mina');
    expect(formatTextList('en', [])).toBe('');
  });

  it('keeps names that are also names of object members as text', () => {
    const joined = formatTextList('en', ['__proto__', 'constructor', 'toString']);
    expect(typeof joined).toBe('string');
    expect(joined).toBe('__proto__, constructor, and toString');
  });

  it('falls back to commas for a locale Intl rejects', () => {
    expect(formatTextList('not a locale!', ['a', 'b'])).toBe('a, b');
  });
});
