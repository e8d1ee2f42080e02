import { describe, expect, it } from 'vitest';
import { conjunctionFormat, formatTextList } from './formatTextList.ts';

describe('formatTextList', () => {
  it('joins names in the language of the page', () => {
    expect(formatTextList('en', ['Sara', 'Ali', 'Mina'])).toBe('Sara, Ali, and Mina');
    expect(formatTextList('en', [])).toBe('');
    expect(formatTextList('en', ['Sara'])).toBe('Sara');
    expect(formatTextList('not a locale!', ['Sara'])).toBe('Sara');
  });

  it('keeps names that are also names of object members as text', () => {
    const joined = formatTextList('en', ['__proto__', 'constructor', 'toString']);
    expect(typeof joined).toBe('string');
    expect(joined).toBe('__proto__, constructor, and toString');
  });

  it('falls back to commas for a locale Intl rejects', () => {
    expect(formatTextList('not a locale!', ['a', 'b'])).toBe('a, b');
  });

  it('builds one list formatter per locale', () => {
    const en = conjunctionFormat('en');
    expect(conjunctionFormat('en')).toBe(en);
    expect(conjunctionFormat('fr')).not.toBe(en);
    expect(formatTextList('fr', ['a', 'b'])).toBe('a et b');
    expect(formatTextList('en', ['a', 'b'])).toBe('a and b');
  });
});
