import { describe, expect, it } from 'vitest';
import { stripDescriptions } from './stripMessageDescriptions.ts';

describe('stripDescriptions', () => {
  it.each([
    [
      `{ id: 'a', defaultMessage: 'A', description: 'For translators.' }`,
      `{ id: 'a', defaultMessage: 'A', }`,
    ],
    [
      `{ id: 'a', description:\n      'Long, it\\'s wrapped.',\n  defaultMessage: 'A' }`,
      `{ id: 'a', defaultMessage: 'A' }`,
    ],
    [`{ description: "double", id: 'b' }`, `{ id: 'b' }`],
    [`{ description: \`template\`, id: 'c' }`, `{ id: 'c' }`],
  ])('%j', (source, expected) => {
    const squash = (text: string) => text.replace(/\s+/g, ' ');
    expect(squash(stripDescriptions(source))).toBe(squash(expected));
  });

  it('leaves other properties and non-literal descriptions alone', () => {
    const source = `{ id: 'd', defaultMessage: 'description: kept', description: makeText() }`;
    expect(stripDescriptions(source)).toBe(source);
  });
});
