import { describe, expect, it } from 'vitest';
import { encodeForm } from './form.ts';

describe('encodeForm', () => {
  it.each([
    [{}, ''],
    [{ search_string: 'data & AI', page_size: 20 }, 'search_string=data+%26+AI&page_size=20'],
    [{ org: ['A', 'B'], language: undefined, modes: null }, 'org=A&org=B'],
    [{ flag: true, page_index: 0 }, 'flag=true&page_index=0'],
  ])('encodes %j as %s', (body, expected) => {
    expect(encodeForm(body)).toBe(expected);
  });
});
