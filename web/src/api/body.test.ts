import { describe, expect, it } from 'vitest';
import { encodeBody } from './body.ts';

describe('encodeBody', () => {
  it.each([
    [undefined, { a: 1, b: ['x'] }, '{"a":1,"b":["x"]}'],
    ['application/merge-patch+json', { 'pref-lang': 'fa' }, '{"pref-lang":"fa"}'],
    [
      'application/x-www-form-urlencoded',
      { search_string: 'data & AI', page_size: 20 },
      'search_string=data+%26+AI&page_size=20',
    ],
    [
      'application/x-www-form-urlencoded',
      { org: ['A', 'B'], language: undefined, modes: null },
      'org=A&org=B',
    ],
    ['application/x-www-form-urlencoded', { flag: true }, 'flag=true'],
  ] as const)('encodes a %s body %j as %s', (bodyType, body, expected) => {
    expect(encodeBody(bodyType, body)).toBe(expected);
  });
});
