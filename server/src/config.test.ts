import { EXTENSIONS } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { readConfig, readExtensions } from './config.ts';

describe('ATRIUM_EXTENSIONS', () => {
  it.each([
    [undefined, EXTENSIONS],
    ['', EXTENSIONS],
    ['on', EXTENSIONS],
    [' ON ', EXTENSIONS],
    ['true', EXTENSIONS],
    ['off', []],
    ['false', []],
    ['0', []],
    ['programs', ['programs']],
    ['error-codes, discovery-filters', ['error-codes', 'discovery-filters']],
  ] as const)('%j turns on %j', (raw, names) => {
    expect([...readExtensions(raw)].sort()).toEqual([...names].sort());
  });

  it.each([['programs,teleportation'], ['of'], ['programs,,error-codes']])('refuses %j', (raw) => {
    expect(() => readExtensions(raw)).toThrow(/ATRIUM_EXTENSIONS/);
  });

  it('is read with the rest of the configuration, every extension on by default', () => {
    expect(readConfig({}).extensions).toEqual(new Set(EXTENSIONS));
    expect(readConfig({ ATRIUM_EXTENSIONS: 'off' }).extensions.size).toBe(0);
  });

  it('is off by default for a stock platform, which has no admin-console API to extend', () => {
    expect(readConfig({ ATRIUM_PLATFORM_API: 'openedx' }).extensions.size).toBe(0);
    expect(readConfig({ ATRIUM_PLATFORM_API: 'openedx', ATRIUM_EXTENSIONS: 'programs' }).extensions).toEqual(
      new Set(['programs']),
    );
  });
});
