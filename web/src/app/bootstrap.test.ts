import { PLATFORM_API_META } from '@atrium/contract';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../test/server.ts';
import { INSTANCE, ORIGIN } from '../test/settings.ts';
import type { StartContext } from '../common/page/pagePrefetch.ts';
import { initialise } from './bootstrap.ts';

const LANGUAGES = JSON.stringify([{ code: 'en', name: 'English' }]);
const RUNTIME_LMS = 'https://lms.example.com';

/** A promise and the function that settles it: a handler waits on another call's arrival. */
function signal() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
}

/** The start-up calls of one API (`lms`), answering `platform_name`; `asked` records them. */
function startApi(lms: string, platformName: string, asked: string[], onAsked?: (name: string) => void) {
  const record = (name: string) => {
    asked.push(`${name} ${lms}`);
    onAsked?.(name);
  };
  return [
    http.get(`${lms}/admin-console/api/instance-config/`, () => {
      record('instance');
      return HttpResponse.json({ ...INSTANCE, platform_name: platformName });
    }),
    http.get(`${lms}/admin-console/api/active-langs/`, () => {
      record('languages');
      return HttpResponse.json(LANGUAGES);
    }),
    http.post(`${lms}/login_refresh`, () => {
      record('refresh');
      return new HttpResponse(null, { status: 401 });
    }),
  ];
}

describe('start-up', () => {
  // The LMS's sign of a session (api/client.ts asks who is signed in only with it, or a JWT).
  beforeEach(() => {
    document.cookie = 'edxloggedin=true; path=/';
  });
  afterEach(() => {
    document.cookie = 'edxloggedin=; path=/; max-age=0';
  });

  it('asks the instance config, who is signed in and the languages without waiting for the runtime config', async () => {
    const asked: string[] = [];
    const instance = signal();
    const languages = signal();
    const refresh = signal();
    const arrivals: Record<string, () => void> = {
      instance: instance.arrive,
      languages: languages.arrive,
      refresh: refresh.arrive,
    };
    server.use(
      // Answers only once the other three have arrived: a chain after it would never finish.
      http.get(`${ORIGIN}/api/mfe_config/v1`, async () => {
        await Promise.all([instance.arrived, languages.arrived, refresh.arrived]);
        return HttpResponse.json({});
      }),
      ...startApi(ORIGIN, 'Atrium Academy', asked, (name) => arrivals[name]?.()),
    );

    const context = await initialise(() => {});

    expect(context?.settings.platformName).toBe('Atrium Academy');
    expect(context?.locale.code).toBe('en');
    expect(asked.toSorted()).toEqual([`instance ${ORIGIN}`, `languages ${ORIGIN}`, `refresh ${ORIGIN}`]);
  });

  it('asks them again of the API the runtime config names, and uses those answers', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ORIGIN}/api/mfe_config/v1`, () => HttpResponse.json({ LMS_BASE_URL: RUNTIME_LMS })),
      ...startApi(ORIGIN, 'Build-time API', asked),
      ...startApi(RUNTIME_LMS, 'Runtime API', asked),
    );

    const context = await initialise(() => {});

    expect(context?.settings.platformName).toBe('Runtime API');
    expect(context?.settings.lmsBaseUrl).toBe(RUNTIME_LMS);
    expect(asked.filter((call) => call.endsWith(RUNTIME_LMS)).toSorted()).toEqual([
      `instance ${RUNTIME_LMS}`,
      `languages ${RUNTIME_LMS}`,
      `refresh ${RUNTIME_LMS}`,
    ]);
  });

  it('hands the page its client once the runtime config has answered, before the languages have', async () => {
    const asked: string[] = [];
    const languages = signal();
    server.use(
      http.get(`${ORIGIN}/api/mfe_config/v1`, () =>
        HttpResponse.json({ LMS_BASE_URL: RUNTIME_LMS, ATRIUM_EXTENSIONS: 'programs' }),
      ),
      ...startApi(ORIGIN, 'Build-time API', asked),
      // The runtime API's languages answer only once the page has its client.
      http.get(`${RUNTIME_LMS}/admin-console/api/active-langs/`, async () => {
        await languages.arrived;
        return HttpResponse.json(LANGUAGES);
      }),
      ...startApi(RUNTIME_LMS, 'Runtime API', asked).slice(0, 1),
      ...startApi(RUNTIME_LMS, 'Runtime API', asked).slice(2),
    );
    const handed: StartContext[] = [];

    const context = await initialise((start) => {
      handed.push(start);
      languages.arrive();
    });

    expect(handed).toHaveLength(1);
    expect(handed[0]?.client).toBe(context?.client);
    expect(handed[0]?.queryClient).toBe(context?.queryClient);
    expect(handed[0]?.settings.lmsBaseUrl).toBe(RUNTIME_LMS);
    expect([...(handed[0]?.settings.extensions ?? [])]).toEqual(['programs']);
  });

  it('asks nothing of the admin console when the served page names a stock platform the build does not', async () => {
    const meta = document.createElement('meta');
    meta.name = PLATFORM_API_META;
    meta.content = 'openedx';
    document.head.append(meta);
    const consoleCalls: string[] = [];
    server.use(
      // The runtime configuration says nothing of the dialect: only the page does.
      http.get(`${ORIGIN}/api/mfe_config/v1`, () => HttpResponse.json({ SITE_NAME: 'Stock' })),
      http.all(`${ORIGIN}/admin-console/*`, ({ request }) => {
        consoleCalls.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 404 });
      }),
      http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })),
    );
    try {
      const context = await initialise(() => {});
      expect(context?.settings.platformApi).toBe('openedx');
      expect(context?.locale.code).toBe('en');
      expect(consoleCalls).toEqual([]);
    } finally {
      meta.remove();
    }
  });
});
