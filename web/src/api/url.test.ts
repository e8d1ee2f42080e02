import { endpoints } from '@atrium/contract';
import { describe, expect, it } from 'vitest';
import { resolveBaseSettings } from '../config/baseSettings.ts';
import { appendQuery, endpointUrl } from './url.ts';

describe('appendQuery', () => {
  it.each([
    [{}, '/x'],
    [{ q: 'a b' }, '/x?q=a%20b'],
    [{ q: 'a&b=c' }, '/x?q=a%26b%3Dc'],
    [{ q: 'é/?#' }, '/x?q=%C3%A9%2F%3F%23'],
    [{ page: 2, popular: false }, '/x?page=2&popular=false'],
    [{ a: undefined, b: null, c: '' }, '/x?c='],
    [{ 'has-courses-count': true }, '/x?has-courses-count=true'],
  ])('%j → %s', (query, expected) => {
    expect(appendQuery('/x', query)).toBe(expected);
  });

  it('adds to an existing query string', () => {
    expect(appendQuery('https://lms/api/mfe_config/v1?x=1', { mfe: 'atrium' })).toBe(
      'https://lms/api/mfe_config/v1?x=1&mfe=atrium',
    );
  });
});

describe('endpointUrl', () => {
  const settings = resolveBaseSettings(
    {
      LMS_BASE_URL: 'https://lms.example.com',
      MFE_CONFIG_API_URL: 'https://config.example.com/mfe',
      CSRF_TOKEN_API_PATH: '/csrf/token',
      REFRESH_ACCESS_TOKEN_ENDPOINT: 'https://auth.example.com/refresh',
    },
    'https://apps.example.com',
  );

  it.each([
    ['mfeConfig', {}, 'https://config.example.com/mfe'],
    ['instanceConfig', {}, 'https://lms.example.com/admin-console/api/instance-config/'],
    ['refreshToken', {}, 'https://auth.example.com/refresh'],
    ['csrfToken', {}, 'https://lms.example.com/csrf/token'],
    ['activeLanguages', {}, 'https://lms.example.com/admin-console/api/active-langs/'],
  ] as const)('%s lives at %s', (name, params, expected) => {
    expect(endpointUrl(settings, name, endpoints[name].path, params)).toBe(expected);
  });

  it('fills and encodes path parameters', () => {
    expect(
      endpointUrl(settings, 'courseOutline', endpoints.courseOutline.path, {
        course_id: 'course-v1:Org+Num+Run',
      }),
    ).toBe('https://lms.example.com/api/course_home/outline/course-v1%3AOrg%2BNum%2BRun/');
  });
});
