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

  it('is off for a stock platform, which has no admin-console API to extend: asking for any is refused', () => {
    expect(readConfig({ ATRIUM_PLATFORM_API: 'openedx' }).extensions.size).toBe(0);
    expect(readConfig({ ATRIUM_PLATFORM_API: 'openedx', ATRIUM_EXTENSIONS: 'off' }).extensions.size).toBe(0);
    for (const raw of ['on', 'programs'])
      expect(() => readConfig({ ATRIUM_PLATFORM_API: 'openedx', ATRIUM_EXTENSIONS: raw })).toThrow(
        /ATRIUM_EXTENSIONS .*ATRIUM_PLATFORM_API=openedx/,
      );
  });
});

describe('PORT', () => {
  it.each([['0'], ['8080'], ['65535']])('takes %s', (raw) => {
    expect(readConfig({ PORT: raw }).port).toBe(Number(raw));
  });

  it.each([['-1'], ['65536'], ['99999'], ['eighty']])(
    'refuses %s before anything touches the disk',
    (raw) => {
      expect(() => readConfig({ PORT: raw })).toThrow(/PORT must be a whole number/);
    },
  );
});

describe('ATRIUM_MFE_CONFIG_EXTRA', () => {
  const theme = {
    variants: { light: { urls: { brandOverride: 'https://cdn.example.org/brand/light.min.css' } } },
  };

  it('is read as a JSON object, nothing without it', () => {
    expect(readConfig({}).instance.mfeConfigExtra).toEqual({});
    expect(readConfig({ ATRIUM_MFE_CONFIG_EXTRA: ' ' }).instance.mfeConfigExtra).toEqual({});
    const extra = { PARAGON_THEME_URLS: theme, INDIGO_ENABLE_DARK_TOGGLE: true };
    expect(readConfig({ ATRIUM_MFE_CONFIG_EXTRA: JSON.stringify(extra) }).instance.mfeConfigExtra).toEqual(
      extra,
    );
  });

  it.each([
    ['{PARAGON_THEME_URLS:', /must be a JSON object.*not JSON/],
    ['[1, 2]', /must be a JSON object/],
    ['"text"', /must be a JSON object/],
    ['null', /must be a JSON object/],
    ['{"PLATFORM_API": "openedx"}', /may not set PLATFORM_API: set ATRIUM_PLATFORM_API instead/],
    ['{"ATRIUM_EXTENSIONS": "programs"}', /may not set ATRIUM_EXTENSIONS: set ATRIUM_EXTENSIONS instead/],
    [
      '{"PARAGON_THEME_URLS": {"core": {"url": "https://cdn.example.org/paragon/core.css"}}}',
      /PARAGON_THEME_URLS names no brand stylesheet/,
    ],
    ['{"PARAGON_THEME_URLS": "light.css"}', /PARAGON_THEME_URLS names no brand stylesheet/],
  ])('refuses %s with one line before anything touches the disk', (raw, message) => {
    expect(() => readConfig({ ATRIUM_MFE_CONFIG_EXTRA: raw })).toThrow(message);
    try {
      readConfig({ ATRIUM_MFE_CONFIG_EXTRA: raw });
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });
});
