import { describe, expect, it } from 'vitest';
import { matchRoutes, stripBasename, type RouteObject } from './match.ts';

const leaf = (path: string | undefined): RouteObject =>
  path === undefined ? { index: true, handle: 'index' } : { path, handle: path };

// The app's own shape: one layout route without a path, the pages below it, in no particular order.
const routes: RouteObject[] = [
  {
    handle: 'layout',
    children: [
      leaf('*'),
      leaf('course/:slug'),
      leaf(undefined),
      leaf('partners/:shortName'),
      leaf('partners'),
      leaf('homepage/course/:slug'),
      leaf('files/*'),
    ],
  },
];

describe('matchRoutes', () => {
  it.each([
    ['/', 'index', {}],
    ['', 'index', {}],
    ['/partners', 'partners', {}],
    ['/partners/', 'partners', {}],
    ['/PARTNERS', 'partners', {}],
    ['/partners/mitx', 'partners/:shortName', { shortName: 'mitx' }],
    ['/course/data-science/', 'course/:slug', { slug: 'data-science' }],
    ['/course/caf%C3%A9', 'course/:slug', { slug: 'café' }],
    ['/course/%E0%A4%A', 'course/:slug', { slug: '%E0%A4%A' }],
    ['/homepage/course/x', 'homepage/course/:slug', { slug: 'x' }],
    ['/files/a/b%20c', 'files/*', { '*': 'a/b c' }],
    ['/course/a/b', '*', { '*': 'course/a/b' }],
    ['/nowhere', '*', { '*': 'nowhere' }],
  ])('%s selects %s with %j', (path, handle, params) => {
    const matches = matchRoutes(routes, path);
    expect(matches?.map((m) => m.route.handle)).toEqual(['layout', handle]);
    expect(matches?.at(-1)?.params).toEqual(params);
  });

  it('reads the address inside the public path', () => {
    expect(matchRoutes(routes, '/atrium/course/x', '/atrium')?.at(-1)?.params).toEqual({ slug: 'x' });
    expect(matchRoutes(routes, '/atrium', '/atrium')?.at(-1)?.route.handle).toBe('index');
    expect(matchRoutes(routes, '/other/course/x', '/atrium')).toBeNull();
  });

  it('matches nothing without a route for the address', () => {
    expect(matchRoutes([{ path: 'a' }], '/b')).toBeNull();
  });
});

describe('stripBasename', () => {
  it.each([
    ['/a/b', '/', '/a/b'],
    ['/atrium', '/atrium', '/'],
    ['/atrium/', '/atrium', '/'],
    ['/Atrium/x', '/atrium', '/x'],
    ['/atriumx', '/atrium', null],
    ['/x', '/atrium', null],
  ])('%s inside %s is %s', (path, base, expected) => {
    expect(stripBasename(path, base)).toBe(expected);
  });
});
