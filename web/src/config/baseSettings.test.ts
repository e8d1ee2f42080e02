import { describe, expect, it } from 'vitest';
import { resolveBaseSettings, siteUrl } from './baseSettings.ts';

const origin = 'http://127.0.0.1:8080';

describe('resolveBaseSettings', () => {
  it('puts everything on the page’s own origin when nothing is configured', () => {
    expect(resolveBaseSettings({}, origin)).toEqual({
      appId: 'atrium',
      siteName: 'Atrium',
      origin,
      baseUrl: origin,
      publicPath: '/',
      lmsBaseUrl: origin,
      loginUrl: `${origin}/login`,
      logoutUrl: `${origin}/logout`,
      learningBaseUrl: `${origin}/learning`,
      accountProfileUrl: origin,
      accountSettingsUrl: `${origin}/account/settings`,
      orderHistoryUrl: `${origin}/orders`,
      refreshAccessTokenEndpoint: `${origin}/login_refresh`,
      csrfTokenApiPath: '/csrf/api/v1/token',
      mfeConfigApiUrl: `${origin}/api/mfe_config/v1`,
      instanceConfigApiUrl: `${origin}/admin-console/api/instance-config/`,
      accessTokenCookieName: 'edx-jwt-cookie-header-payload',
      languagePreferenceCookieName: 'openedx-language-preference',
      sessionCookieDomain: null,
      allowPublicAccountCreation: true,
      brandCssUrl: null,
      paragonTheme: null,
      indigoDarkToggle: false,
      errorReportUrl: null,
      extensions: new Set(),
      platformApi: 'admin-console',
    });
  });

  it('reads the cookie domain the language cookie is written for', () => {
    expect(resolveBaseSettings({ SESSION_COOKIE_DOMAIN: '.example.com' }, origin).sessionCookieDomain).toBe(
      '.example.com',
    );
  });

  it('derives the other URLs from a configured LMS, trailing slash removed', () => {
    const settings = resolveBaseSettings({ LMS_BASE_URL: 'https://lms.example.com/' }, origin);
    expect(settings.lmsBaseUrl).toBe('https://lms.example.com');
    expect(settings.loginUrl).toBe('https://lms.example.com/login');
    expect(settings.refreshAccessTokenEndpoint).toBe('https://lms.example.com/login_refresh');
    expect(settings.instanceConfigApiUrl).toBe('https://lms.example.com/admin-console/api/instance-config/');
    expect(settings.baseUrl).toBe(origin);
  });

  it('takes explicit values over derived ones', () => {
    const settings = resolveBaseSettings(
      {
        LMS_BASE_URL: 'https://lms.example.com',
        LOGIN_URL: 'https://auth.example.com/signin',
        AC_INSTANCE_CONFIG_API_URL: 'admin/config/',
        PUBLIC_PATH: 'homepage',
        ORDER_HISTORY_URL: 'https://orders.example.com',
      },
      origin,
    );
    expect(settings.loginUrl).toBe('https://auth.example.com/signin');
    expect(settings.instanceConfigApiUrl).toBe('https://lms.example.com/admin/config/');
    expect(settings.publicPath).toBe('/homepage/');
    expect(settings.orderHistoryUrl).toBe('https://orders.example.com');
  });

  it('builds order history from the marketing site when it is not configured', () => {
    expect(
      resolveBaseSettings({ MARKETING_SITE_BASE_URL: 'https://example.com/' }, origin).orderHistoryUrl,
    ).toBe('https://billing.example.com');
  });

  it.each([
    [undefined, true],
    [true, true],
    [false, false],
    ['false', false],
    ['False', false],
    ['0', false],
    ['true', true],
  ])('reads ALLOW_PUBLIC_ACCOUNT_CREATION %j as %s', (value, expected) => {
    const raw = value === undefined ? {} : { ALLOW_PUBLIC_ACCOUNT_CREATION: value };
    expect(resolveBaseSettings(raw, origin).allowPublicAccountCreation).toBe(expected);
  });

  it('ignores URLs that are not http(s) and falls back to the default', () => {
    const settings = resolveBaseSettings(
      { LMS_BASE_URL: 'javascript:alert(1)', BRAND_CSS_URL: 'data:text/css,x' },
      origin,
    );
    expect(settings.lmsBaseUrl).toBe(origin);
    expect(settings.brandCssUrl).toBeNull();
  });

  it('takes the error report URL as given (trailing slash kept), relative to the origin, http(s) only', () => {
    const url = (value: string) => resolveBaseSettings({ ERROR_REPORT_URL: value }, origin).errorReportUrl;
    expect(url('https://errors.example.com/api/report/')).toBe('https://errors.example.com/api/report/');
    expect(url('/errors')).toBe(`${origin}/errors`);
    expect(url('javascript:alert(1)')).toBeNull();
  });

  it('resolves a relative brand stylesheet against the origin', () => {
    expect(resolveBaseSettings({ BRAND_CSS_URL: '/brand/theme.css' }, origin).brandCssUrl).toBe(
      `${origin}/brand/theme.css`,
    );
  });

  it.each([
    [{}, 'admin-console'],
    [{ PLATFORM_API: 'openedx' }, 'openedx'],
    [{ PLATFORM_API: ' OpenEdX ' }, 'openedx'],
    [{ PLATFORM_API: 'admin-console' }, 'admin-console'],
    [{ PLATFORM_API: 'stock' }, 'admin-console'],
    [{ PLATFORM_API: true }, 'admin-console'],
  ] as const)('reads the platform API of %j as %s', (raw, expected) => {
    expect(resolveBaseSettings(raw, origin).platformApi).toBe(expected);
  });
});

describe('siteUrl', () => {
  it.each([
    ['apps.example.org', 'https://apps.example.org'],
    ['APPS.example.org:8080', 'https://apps.example.org:8080'],
    ['localhost:8000', 'https://localhost:8000'],
    ['https://learn.example.org/', 'https://learn.example.org'],
    ['http://learn.example.org/atrium', 'http://learn.example.org/atrium'],
    ['/atrium', 'https://page.example/atrium'],
    [undefined, 'https://page.example'],
    ['javascript:alert(1)', 'https://page.example'],
  ])('reads BASE_URL %s as %s', (value, expected) => {
    expect(siteUrl(value, 'https://page.example')).toBe(expected);
  });
});
