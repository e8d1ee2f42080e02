import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../app/routes.tsx';
import { matchRoutes } from '../lib/router/index.ts';
import { QUERY_PATHS, robotsTxt, SIGNED_IN_PATHS } from './robotsTxt.ts';

describe('robotsTxt', () => {
  it.each([
    [
      'at the root',
      { baseUrl: 'https://apps.example.org', publicPath: '/' },
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /overview',
        'Disallow: /inprogress',
        'Disallow: /completed',
        'Disallow: /profile',
        'Disallow: /search?',
        'Disallow: /courses?',
        '',
        'Sitemap: https://apps.example.org/sitemap.xml',
        '',
      ],
    ],
    [
      'under a public path, with a final slash on the base URL',
      { baseUrl: 'https://lms.example.org/', publicPath: '/atrium/' },
      [
        'User-agent: *',
        'Allow: /atrium/',
        'Disallow: /atrium/overview',
        'Disallow: /atrium/inprogress',
        'Disallow: /atrium/completed',
        'Disallow: /atrium/profile',
        'Disallow: /atrium/search?',
        'Disallow: /atrium/courses?',
        '',
        'Sitemap: https://lms.example.org/atrium/sitemap.xml',
        '',
      ],
    ],
  ])('%s', (_, site, lines) => {
    expect(robotsTxt(site).split('\n')).toEqual(lines);
  });

  /** The route `path` selects (pageRoutes are relative to the public path). */
  const routeOf = (path: string) => matchRoutes(pageRoutes, path)?.at(-1)?.route.path;

  it.each([...SIGNED_IN_PATHS])('closes %s, a page of the route table (not the not-found page)', (path) => {
    expect(routeOf(path)).toBe(path.slice(1));
  });

  it.each([...QUERY_PATHS])('closes %s, the search page with a query', (path) => {
    expect(routeOf(path.replace('?', ''))).toBe(path.slice(1, -1));
  });

  it.each([
    '/',
    '/search',
    '/course/data-science/',
    '/partners/TID',
    '/instructor/sara',
    '/program/p/',
    '/discover',
  ])('leaves %s open', (path) => {
    const closed = robotsTxt({ baseUrl: 'https://a.example', publicPath: '/' })
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(closed.some((prefix) => path.startsWith(prefix))).toBe(false);
  });
});
