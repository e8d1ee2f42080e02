import { describe, expect, it } from 'vitest';
import { EXTENSIONS, extensionsIn, extensionsValue } from './extensions.ts';

describe('the runtime-configuration key of the extensions', () => {
  it.each([
    [undefined, []],
    [true, []],
    ['', []],
    ['programs', ['programs']],
    [' programs , error-codes ', ['programs', 'error-codes']],
    ['programs,teleportation', ['programs']],
    ['PROGRAMS', []],
  ] as const)('%j names %j', (value, names) => {
    expect([...extensionsIn(value)].sort()).toEqual([...names].sort());
  });

  it('writes every extension in the table order, and reads back what it wrote', () => {
    const all = new Set(EXTENSIONS);
    expect(extensionsValue(all)).toBe(EXTENSIONS.join(','));
    expect(extensionsIn(extensionsValue(all))).toEqual(all);
    expect(extensionsValue(new Set(['error-codes', 'programs'] as const))).toBe('programs,error-codes');
    expect(extensionsValue(new Set())).toBe('');
  });
});
