import { describe, expect, it } from 'vitest';
import { readRendererSettings } from './settings.ts';

const DEFAULTS = { webDist: '/srv/dist', entry: '/srv/entry.js' };
const read = (env: Record<string, string>) => readRendererSettings(env, DEFAULTS);

describe('readRendererSettings', () => {
  it("reads Atrium's origin from BASE_URL and its defaults", () => {
    expect(read({ BASE_URL: 'https://learn.example/atrium/' })).toMatchObject({
      origin: 'https://learn.example',
      publicPath: '/',
      port: 3000,
      webDist: '/srv/dist',
      entry: '/srv/entry.js',
      timeoutMs: 2000,
      cacheSeconds: 60,
      languageCookie: 'openedx-language-preference',
      sessionCookies: ['edx-jwt-cookie-header-payload', 'edxloggedin'],
    });
  });

  it.each([
    ['catalogue', '/catalogue/'],
    ['/catalogue/', '/catalogue/'],
    ['//a//', '/a/'],
    ['/', '/'],
  ])('makes PUBLIC_PATH %s the path %s', (raw, path) => {
    expect(read({ BASE_URL: 'https://x.example', PUBLIC_PATH: raw }).publicPath).toBe(path);
  });

  it.each([
    [{}, /BASE_URL must name/],
    [{ BASE_URL: 'ftp://x.example' }, /BASE_URL must be an http\(s\) address/],
    [{ BASE_URL: 'https://x.example', PORT: '70000' }, /PORT must be a whole number/],
    [{ BASE_URL: 'https://x.example', ATRIUM_RENDER_TIMEOUT_MS: 'soon' }, /ATRIUM_RENDER_TIMEOUT_MS/],
    [{ BASE_URL: 'https://x.example', ATRIUM_LMS_INTERNAL_URL: 'lms:8000' }, /ATRIUM_LMS_INTERNAL_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => read(env)).toThrow(message);
  });

  it('says so when no build is there', () => {
    expect(() =>
      readRendererSettings({ BASE_URL: 'https://x.example' }, { ...DEFAULTS, webDist: undefined }),
    ).toThrow(/No built web app/);
  });
});
