import type { EndpointName } from '@atrium/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server.ts';
import { LMS, stockClient } from '../../test/stockClient.ts';
import { NotOnPlatformError } from './notOnPlatform.ts';

describe('a stock platform’s client', () => {
  it.each<[EndpointName, object]>([
    ['partnerInstructors', { params: { short_name: 'AtriumX' } }],
    ['subjectList', {}],
    ['popularSubjects', {}],
    ['instructorDetail', { params: { slug: 'ada' } }],
    ['program', { params: { slug: 'data' } }],
    ['customPage', { params: { page: 'about' } }],
  ])('refuses %s, which it has no source for, without a request', async (name, options) => {
    const { client, asked } = stockClient();
    // Any name goes: the type of one with path parameters is enough for the call.
    const call = client.call(name as 'customPage', options as { params: { page: string } });
    await expect(call).rejects.toBeInstanceOf(NotOnPlatformError);
    expect(asked).toEqual([]);
  });

  it('makes the calls both platforms share as they are', async () => {
    server.use(http.get(`${LMS}/api/mfe_config/v1`, () => HttpResponse.json({ SITE_NAME: 'Stock' })));
    const { client, asked } = stockClient();
    expect(await client.call('mfeConfig', { query: { mfe: 'atrium' } })).toEqual({ SITE_NAME: 'Stock' });
    expect(asked.map((r) => r.url)).toEqual([`${LMS}/api/mfe_config/v1?mfe=atrium`]);
  });

  it('asks the runtime configuration once for start-up’s own read and the instance configuration', async () => {
    server.use(http.get(`${LMS}/api/mfe_config/v1`, () => HttpResponse.json({ SITE_NAME: 'Stock' })));
    const { client, asked } = stockClient();
    const [runtime, instance] = await Promise.all([
      client.call('mfeConfig', { query: { mfe: 'atrium' } }),
      client.call('instanceConfig'),
    ]);
    expect(runtime).toEqual({ SITE_NAME: 'Stock' });
    expect(instance).toMatchObject({ platform_name: 'Stock' });
    expect(asked.map((r) => r.url)).toEqual([`${LMS}/api/mfe_config/v1?mfe=atrium`]);
  });

  it('answers the instance configuration and the languages from one runtime configuration', async () => {
    const languages = [
      { code: 'fa', name: 'فارسی' },
      { code: 'en', name: 'English' },
    ];
    server.use(
      http.get(`${LMS}/api/mfe_config/v1`, () =>
        HttpResponse.json({
          SITE_NAME: ' Stock Academy ',
          LOGO_URL: 'https://cdn.test/logo.svg',
          ATRIUM_LANGUAGES: JSON.stringify(languages),
        }),
      ),
    );
    const { client, asked } = stockClient();
    const [instance, active] = await Promise.all([
      client.call('instanceConfig'),
      client.call('activeLanguages'),
    ]);
    expect(instance).toMatchObject({
      platform_name: 'Stock Academy',
      logo: 'https://cdn.test/logo.svg',
      favicon: null,
      has_billing: false,
      use_tpa_only: false,
    });
    expect(active).toEqual(languages);
    expect(asked.map((r) => r.url)).toEqual([`${LMS}/api/mfe_config/v1?mfe=atrium`]);
  });

  it('fails the languages when the runtime configuration lists none', async () => {
    server.use(http.get(`${LMS}/api/mfe_config/v1`, () => HttpResponse.json({ SITE_NAME: 'Stock' })));
    await expect(stockClient().client.call('activeLanguages')).rejects.toThrow(/language/);
  });
});
