import { afterEach, describe, expect, it } from 'vitest';
import { testSettings } from '../test/settings.ts';
import { applyHeadTags } from './headTags.ts';
import { tagManagerScriptUrl } from './tagManager.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHeadTags', () => {
  it('sets the favicon and adds no script or stylesheet, even with a brand stylesheet (applyTheme adds it)', () => {
    applyHeadTags(
      document,
      testSettings(
        { favicon: 'https://cdn.example.com/icon.png' },
        { BRAND_CSS_URL: 'https://brand.example.com/theme.css' },
      ),
    );
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(
      'https://cdn.example.com/icon.png?v=1',
    );
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('injects the tag manager only for a valid id', () => {
    applyHeadTags(document, testSettings({ gtm: { gtm_id: 'bad id', gtm_auth: null, gtm_env: null } }));
    expect(document.head.querySelector('script')).toBeNull();
    applyHeadTags(document, testSettings({ gtm: { gtm_id: 'GTM-ABC1234', gtm_auth: null, gtm_env: null } }));
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
  });
});

describe('tagManagerScriptUrl', () => {
  it('adds the environment parameters, encoded, when auth and env are both set', () => {
    expect(tagManagerScriptUrl({ id: 'GTM-ABC1234', auth: 'a&b', env: 'env-3' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234&gtm_auth=a%26b&gtm_preview=env-3&gtm_cookies_win=x',
    );
    expect(tagManagerScriptUrl({ id: 'GTM-ABC1234', auth: 'a', env: null })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
  });
});
