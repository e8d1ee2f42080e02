import { describe, expect, it } from 'vitest';
import { INSTANCE, ORIGIN } from '../test/settings.ts';
import { applyInstanceConfig } from './appSettings.ts';
import { resolveBaseSettings } from './baseSettings.ts';

const base = resolveBaseSettings({ SITE_NAME: 'Configured Name' }, ORIGIN);

describe('applyInstanceConfig', () => {
  it('takes branding from the instance config, logo and favicon versioned once', () => {
    const settings = applyInstanceConfig(base, { ...INSTANCE, favicon: '/static/favicon.svg' }, 1234);
    expect(settings).toMatchObject({
      platformName: 'Atrium Academy',
      headerLogo: 'https://cdn.example.com/logo.svg?v=1234',
      favicon: '/static/favicon.svg?v=1234',
      hasBilling: true,
      isTPAOnly: false,
      tpaQueryParam: '',
      gtm: null,
    });
  });

  it('falls back to the configured site name and bundled images without an instance config', () => {
    const settings = applyInstanceConfig(base, null, 1);
    expect(settings.platformName).toBe('Configured Name');
    expect(settings.headerLogo).not.toContain('?v=');
    expect(settings.hasBilling).toBe(false);
  });

  it('keeps the configured name when the instance config sends a blank one', () => {
    expect(applyInstanceConfig(base, { ...INSTANCE, platform_name: '  ' }, 1).platformName).toBe(
      'Configured Name',
    );
  });

  it('drops a logo that is not http(s) or relative', () => {
    const settings = applyInstanceConfig(base, { ...INSTANCE, logo: 'javascript:alert(1)' }, 1);
    expect(settings.headerLogo).not.toContain('javascript');
  });

  it.each([
    ['', ''],
    ['?', ''],
    ['?tpa_hint=oa2-google', '?tpa_hint=oa2-google'],
    ['tpa_hint=oa2-google', '?tpa_hint=oa2-google'],
    ['&tpa_hint=x', '?tpa_hint=x'],
  ])('normalises tpa_queryparam %j to %j', (value, expected) => {
    expect(applyInstanceConfig(base, { ...INSTANCE, tpa_queryparam: value }, 1).tpaQueryParam).toBe(expected);
  });

  it.each([
    ['GTM-ABC1234', { id: 'GTM-ABC1234', auth: 'secret', env: 'env-3' }],
    ['GTM-AB12', { id: 'GTM-AB12', auth: 'secret', env: 'env-3' }],
    ['GTM-abc1234', null],
    ['GTM-ABC', null],
    ['GTM-ABCDEFGHIJK', null],
    ['UA-12345-1', null],
    ['GTM-ABC1234"><script>', null],
    [null, null],
  ])('accepts tag manager id %j only when well formed', (id, expected) => {
    const settings = applyInstanceConfig(
      base,
      { ...INSTANCE, gtm: { gtm_id: id, gtm_auth: 'secret', gtm_env: 'env-3' } },
      1,
    );
    expect(settings.gtm).toEqual(expected);
  });
});
