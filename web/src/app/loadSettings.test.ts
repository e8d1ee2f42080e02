import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { createQueryClient } from '../api/queryClient.ts';
import { server } from '../test/server.ts';
import { INSTANCE } from '../test/settings.ts';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import { loadBaseSettings, loadInstanceConfig } from './loadSettings.ts';

const origin = 'http://127.0.0.1:8080';
const build = { SITE_NAME: 'Built Name', LOGIN_URL: 'https://build.example.com/login', APP_ID: 'atrium' };

function quietQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  return client;
}

describe('configuration precedence', () => {
  it('runtime MFE config (asked with mfe={APP_ID}) overrides build-time values', async () => {
    let asked = '';
    server.use(
      http.get(`${origin}/api/mfe_config/v1`, ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({
          LOGIN_URL: 'https://runtime.example.com/login',
          ERROR_REPORT_URL: 'https://errors.example.com/report/',
          lowercase_key: 'ignored',
        });
      }),
    );
    const settings = await loadBaseSettings(build, origin, quietQueryClient());
    expect(asked).toBe('?mfe=atrium');
    expect(settings.loginUrl).toBe('https://runtime.example.com/login');
    expect(settings.errorReportUrl).toBe('https://errors.example.com/report/');
    expect(settings.siteName).toBe('Built Name');
  });

  it('learns the platform’s extensions from the runtime config, and none without the key', async () => {
    server.use(
      http.get(`${origin}/api/mfe_config/v1`, () =>
        HttpResponse.json({ ATRIUM_EXTENSIONS: 'programs,enrollment-search' }),
      ),
    );
    const withKey = await loadBaseSettings({ ...build }, origin, quietQueryClient());
    expect([...withKey.extensions].sort()).toEqual(['enrollment-search', 'programs']);
    server.use(http.get(`${origin}/api/mfe_config/v1`, () => HttpResponse.json({ SITE_NAME: 'Plain' })));
    expect((await loadBaseSettings(build, origin, quietQueryClient())).extensions.size).toBe(0);
  });

  it.each([
    [{}, { PLATFORM_API: 'openedx' }, 'openedx'],
    [{ PLATFORM_API: 'openedx' }, { PLATFORM_API: 'admin-console' }, 'admin-console'],
    [{ PLATFORM_API: 'openedx' }, {}, 'openedx'],
    [{}, {}, 'admin-console'],
  ])('with the build’s %j and the runtime’s %j, the platform speaks %s', async (built, runtime, expected) => {
    server.use(http.get(`${origin}/api/mfe_config/v1`, () => HttpResponse.json(runtime)));
    const settings = await loadBaseSettings({ ...build, ...built }, origin, quietQueryClient());
    expect(settings.platformApi).toBe(expected);
  });

  it('falls back to build-time values, and no extensions, when the runtime config fails', async () => {
    server.use(
      http.get(`${origin}/api/mfe_config/v1`, () =>
        HttpResponse.json({ error: 'x', message: 'y' }, { status: 404 }),
      ),
    );
    const settings = await loadBaseSettings(build, origin, quietQueryClient());
    expect(settings).toEqual(resolveBaseSettings(build, origin));
  });

  it('falls back to build-time values when the runtime config is not an object', async () => {
    server.use(http.get(`${origin}/api/mfe_config/v1`, () => HttpResponse.json(['not', 'config'])));
    expect((await loadBaseSettings(build, origin, quietQueryClient())).loginUrl).toBe(
      'https://build.example.com/login',
    );
  });

  it('reads the instance config from the configured path, and null when it fails', async () => {
    const base = resolveBaseSettings({ AC_INSTANCE_CONFIG_API_URL: '/custom/instance/' }, origin);
    const client = createApiClient(base, { readCookies: () => '' });
    server.use(http.get(`${origin}/custom/instance/`, () => HttpResponse.json(INSTANCE)));
    expect(await loadInstanceConfig(client, quietQueryClient())).toEqual(INSTANCE);

    server.use(http.get(`${origin}/custom/instance/`, () => HttpResponse.error()));
    expect(await loadInstanceConfig(client, quietQueryClient())).toBeNull();
  });
});
