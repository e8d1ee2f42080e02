import { PLATFORM_API_META } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { resolveBaseSettings } from './baseSettings.ts';
import { readServedConfig, startConfig } from './servedConfig.ts';

const page = (head: string) =>
  new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

describe('readServedConfig', () => {
  it.each([
    [`<meta name="${PLATFORM_API_META}" content="openedx" />`, { PLATFORM_API: 'openedx' }],
    [`<meta name="${PLATFORM_API_META}" content=" admin-console " />`, { PLATFORM_API: 'admin-console' }],
    // Said but empty, or not said: nothing, and the build's value stands.
    [`<meta name="${PLATFORM_API_META}" content="" />`, {}],
    [`<meta name="${PLATFORM_API_META}" />`, {}],
    ['<meta name="theme-color" content="openedx" />', {}],
    ['', {}],
  ])('%s → %j', (head, expected) => {
    expect(readServedConfig(page(head))).toEqual(expected);
  });
});

describe('startConfig: build < served page (< runtime configuration, loadSettings.ts)', () => {
  const platformApi = (build: Record<string, string>, served: Record<string, string>) =>
    resolveBaseSettings(startConfig(build, served), 'https://apps.example.org').platformApi;

  it.each([
    [{}, {}, 'admin-console'],
    [{}, { PLATFORM_API: 'openedx' }, 'openedx'],
    [{ PLATFORM_API: 'openedx' }, {}, 'openedx'],
    [{ PLATFORM_API: 'openedx' }, { PLATFORM_API: 'admin-console' }, 'admin-console'],
    [{ PLATFORM_API: 'admin-console' }, { PLATFORM_API: 'openedx' }, 'openedx'],
  ])('build %j, page %j → %s', (build, served, expected) => {
    expect(platformApi(build, served)).toBe(expected);
  });

  it('keeps the build’s other settings', () => {
    expect(startConfig({ LMS_BASE_URL: 'https://lms.example.org' }, { PLATFORM_API: 'openedx' })).toEqual({
      LMS_BASE_URL: 'https://lms.example.org',
      PLATFORM_API: 'openedx',
    });
  });
});
