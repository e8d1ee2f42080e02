import type { RouteObject } from '../lib/router/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { preloadRoute } from './preloadRoute.ts';

describe('preloadRoute', () => {
  const home = vi.fn(() => Promise.resolve());
  const page = vi.fn(() => Promise.resolve());
  const missing = vi.fn(() => Promise.reject(new Error('chunk gone')));
  const routes: RouteObject[] = [
    {
      children: [
        { index: true, handle: { preload: home } },
        { path: 'staticpages/:page', handle: { preload: page } },
        { path: 'homepage/course/:slug' },
        { path: '*', handle: { preload: missing } },
      ],
    },
  ];

  it.each([
    ['/', '/', home],
    ['/homepage/', '/homepage', home],
    ['/homepage/staticpages/about', '/homepage', page],
    ['/nowhere', '/', missing],
  ])('%s (basename %s) preloads its page chunk', (pathname, basename, expected) => {
    vi.clearAllMocks();
    preloadRoute(routes, pathname, basename);
    expect(expected).toHaveBeenCalledOnce();
    expect(
      [home, page, missing].filter((fn) => fn !== expected).every((fn) => fn.mock.calls.length === 0),
    ).toBe(true);
  });

  it('does nothing for a route without a chunk, or outside the basename', () => {
    vi.clearAllMocks();
    preloadRoute(routes, '/homepage/course/x', '/');
    preloadRoute(routes, '/elsewhere', '/homepage');
    expect(home).not.toHaveBeenCalled();
    expect(page).not.toHaveBeenCalled();
    expect(missing).not.toHaveBeenCalled();
  });
});
