/** The two dialects from one database: what each serves, and what the runtime configuration says. */
import {
  ActiveLanguages,
  ConfiguredFooterDescription,
  ConfiguredPopularSearches,
  ConfiguredWelcome,
  FOOTER_DESCRIPTION_CONFIG_KEY,
  LANGUAGES_CONFIG_KEY,
  POPULAR_SEARCHES_CONFIG_KEY,
  WELCOME_CONFIG_KEY,
  endpoints,
  type Endpoint,
  type EndpointName,
  type OpenedxEndpointName,
} from '@atrium/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import type { CookieJar, TestServer } from './harness.ts';
import { call, fixtureCourse, parsed, signIn, startServer } from './harness.ts';
import { stockCall, stockParsed } from './stockCalls.ts';

let stock: TestServer;
let adminConsoleServer: TestServer;
let stockLearner: CookieJar;
let consoleLearner: CookieJar;

beforeAll(async () => {
  [stock, adminConsoleServer] = await Promise.all([
    startServer({ platformApi: 'openedx' }),
    startServer({ platformApi: 'admin-console' }),
  ]);
  stockLearner = await signIn(stock.app, 'learner');
  consoleLearner = await signIn(adminConsoleServer.app, 'learner');
  // Two databases to seed, where the other files have one.
}, 30_000);

const adminConsole = (Object.entries(endpoints) as [EndpointName, Endpoint][]).filter(([, e]) =>
  e.path.startsWith('/admin-console/'),
);

describe('openedx dialect', () => {
  it.each(adminConsole)('answers 404 on %s, signed in or not', async (_name, e) => {
    const url = e.path.replace(/\{[a-z_]+\}/g, 'x');
    for (const cookie of [undefined, stockLearner.header]) {
      const response = await stock.app.inject({
        method: e.method,
        url,
        headers: { 'use-jwt-cookie': 'true', ...(cookie && { cookie }) },
        ...(e.method !== 'GET' && { payload: {} }),
      });
      expect(response.statusCode, `${e.method} ${url}`).toBe(404);
    }
  });

  it('answers 404 on any other /admin-console/ path, even one asked for as a page', async () => {
    const response = await stock.app.inject({
      url: '/admin-console/anything',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('names itself in the runtime configuration, without the admin-console address', async () => {
    const config = parsed('mfeConfig', await call(stock.app, 'mfeConfig', { query: { mfe: 'atrium' } }));
    expect(config.PLATFORM_API).toBe('openedx');
    expect(config).not.toHaveProperty('AC_INSTANCE_CONFIG_API_URL');
  });

  it('lists its interface languages in the runtime configuration, as the active languages answer', async () => {
    const config = parsed('mfeConfig', await call(stock.app, 'mfeConfig', { query: { mfe: 'atrium' } }));
    const languages = ActiveLanguages.parse(config[LANGUAGES_CONFIG_KEY]);
    expect(languages).toEqual(
      parsed('activeLanguages', await call(adminConsoleServer.app, 'activeLanguages')),
    );
    expect(languages.length).toBeGreaterThan(1);
  });

  it('sends the demo’s banner, popular subjects as searches and footer description as an operator would', async () => {
    const config = parsed('mfeConfig', await call(stock.app, 'mfeConfig', { query: { mfe: 'atrium' } }));
    expect(ConfiguredWelcome.parse(config[WELCOME_CONFIG_KEY])).toEqual(
      parsed('welcomeSection', await call(adminConsoleServer.app, 'welcomeSection')),
    );
    const subjects = parsed('popularSubjects', await call(adminConsoleServer.app, 'popularSubjects')).results;
    const searches = ConfiguredPopularSearches.parse(config[POPULAR_SEARCHES_CONFIG_KEY]);
    expect(searches.map((s) => [s.title, s.query])).toEqual(subjects.map((s) => [s.title, s.title]));
    expect(searches.length).toBeGreaterThan(0);
    // Each search finds courses in the stock index.
    const first = searches[0]!;
    const found = stockParsed(
      'courseDiscovery',
      await stockCall(stock.app, 'courseDiscovery', { body: { search_string: first.query } }),
    );
    expect(found.total).toBeGreaterThan(0);
    const footer = parsed('footerSection', await call(adminConsoleServer.app, 'footerSection'));
    expect(ConfiguredFooterDescription.parse(config[FOOTER_DESCRIPTION_CONFIG_KEY])).toEqual(
      footer.description,
    );
  });

  it('keeps the stock calls both platforms share: CSRF, account, outline', async () => {
    const python = fixtureCourse(stock.db, 'python');
    parsed('csrfToken', await call(stock.app, 'csrfToken'));
    parsed(
      'userAccount',
      await call(stock.app, 'userAccount', { jar: stockLearner, params: { username: 'learner' } }),
    );
    parsed(
      'courseOutline',
      await call(stock.app, 'courseOutline', { jar: stockLearner, params: { course_id: python.courseKey } }),
    );
  });

  it('answers the own-enrollment path in the stock shape', async () => {
    const visited = fixtureCourse(stock.db, 'visited-current');
    const response = await call(stock.app, 'enrollmentStatus', {
      jar: stockLearner,
      params: { course_id: visited.courseKey },
    });
    const body = stockParsed('enrollment', response);
    expect(body).toMatchObject({
      user: 'learner',
      is_active: true,
      course_details: { course_id: visited.courseKey },
    });
  });
});

describe('admin-console dialect (the default)', () => {
  it('names itself and points at the admin-console instance configuration', async () => {
    const config = parsed('mfeConfig', await call(adminConsoleServer.app, 'mfeConfig'));
    expect(config.PLATFORM_API).toBe('admin-console');
    expect(config.AC_INSTANCE_CONFIG_API_URL).toBe(endpoints.instanceConfig.path);
    expect(config).not.toHaveProperty(LANGUAGES_CONFIG_KEY);
    expect(config).not.toHaveProperty(WELCOME_CONFIG_KEY);
  });

  it('serves the admin-console API', async () => {
    parsed('instanceConfig', await call(adminConsoleServer.app, 'instanceConfig'));
  });

  it('keeps its own answer on the shared enrollment path', async () => {
    const visited = fixtureCourse(adminConsoleServer.db, 'visited-current');
    const response = await call(adminConsoleServer.app, 'enrollmentStatus', {
      jar: consoleLearner,
      params: { course_id: visited.courseKey },
    });
    expect(response.json()).toEqual({ is_active: true, mode: 'honor' });
  });

  // An admin-console platform is an Open edX LMS: the stock endpoints are there too.
  it.each<OpenedxEndpointName>([
    'courseDiscovery',
    'courseList',
    'courseEnrollmentDetails',
    'enrollments',
    'learnerHome',
    'footer',
  ])('serves the stock %s', async (name) => {
    const python = fixtureCourse(adminConsoleServer.db, 'python').courseKey;
    const response = await stockCall(adminConsoleServer.app, name, {
      jar: consoleLearner,
      ...(name === 'courseDiscovery' && { body: { search_string: 'python' } }),
      ...(name === 'courseEnrollmentDetails' && { params: { course_id: python } }),
    });
    stockParsed(name, response);
  });
});

describe('ATRIUM_PLATFORM_API', () => {
  it.each([
    [undefined, 'admin-console'],
    ['', 'admin-console'],
    ['openedx', 'openedx'],
    [' OpenEdX ', 'openedx'],
    ['admin-console', 'admin-console'],
  ])('%j → %s', (value, expected) => {
    expect(readConfig({ ATRIUM_PLATFORM_API: value }).platformApi).toBe(expected);
  });

  it('refuses a dialect it does not speak', () => {
    expect(() => readConfig({ ATRIUM_PLATFORM_API: 'moodle' })).toThrow(/admin-console or openedx/);
  });
});
