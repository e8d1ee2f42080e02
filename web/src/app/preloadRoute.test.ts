import type { RouteObject } from '../lib/router/index.ts';
import { describe, expect, it, vi } from 'vitest';
import type { StartContext } from '../common/page/pagePrefetch.ts';
import { preloadRoute } from './preloadRoute.ts';

describe('preloadRoute', () => {
  const home = vi.fn(() => Promise.resolve());
  const page = vi.fn(() => Promise.resolve());
  const missing = vi.fn(() => Promise.reject(new Error('chunk gone')));
  const prefetchPage = vi.fn();
  const routes: RouteObject[] = [
    {
      children: [
        { index: true, handle: { preload: home } },
        { path: 'staticpages/:page', handle: { preload: page, prefetch: prefetchPage } },
        { path: 'homepage/course/:slug' },
        { path: '*', handle: { preload: missing } },
      ],
    },
  ];
  const at = (pathname: string, search = '') => ({ pathname, search });
  const start = { settings: 'settings' } as unknown as StartContext;

  it.each([
    ['/', '/', home],
    ['/homepage/', '/homepage', home],
    ['/homepage/staticpages/about', '/homepage', page],
    ['/nowhere', '/', missing],
  ])('%s (basename %s) preloads its page chunk', (pathname, basename, expected) => {
    vi.clearAllMocks();
    preloadRoute(routes, at(pathname), basename);
    expect(expected).toHaveBeenCalledOnce();
    expect(
      [home, page, missing].filter((fn) => fn !== expected).every((fn) => fn.mock.calls.length === 0),
    ).toBe(true);
  });

  it('does nothing for a route without a chunk, or outside the basename', () => {
    vi.clearAllMocks();
    preloadRoute(routes, at('/homepage/course/x'), '/').startCalls(start);
    preloadRoute(routes, at('/elsewhere'), '/homepage').startCalls(start);
    expect(home).not.toHaveBeenCalled();
    expect(page).not.toHaveBeenCalled();
    expect(missing).not.toHaveBeenCalled();
  });

  it("starts the page's first calls only when start-up hands over its client, with the address's parts", () => {
    vi.clearAllMocks();
    const { startCalls } = preloadRoute(
      routes,
      at('/homepage/staticpages/about%20us', '?q=data'),
      '/homepage',
    );
    expect(prefetchPage).not.toHaveBeenCalled();
    startCalls(start);
    expect(prefetchPage).toHaveBeenCalledExactlyOnceWith({
      ...start,
      params: { page: 'about us' },
      search: '?q=data',
    });
  });

  it("gives the page chunk's loading, settled at once for a route without a chunk", async () => {
    let arrive = () => {};
    const slow = { preload: () => new Promise<void>((resolve) => (arrive = resolve)) };
    const table: RouteObject[] = [{ path: 'slow', handle: slow }, { path: 'plain' }];
    const settled = vi.fn();

    void preloadRoute(table, at('/slow'), '/').loading.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    arrive();
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());

    await expect(preloadRoute(table, at('/plain'), '/').loading).resolves.toBeUndefined();
    await expect(preloadRoute(routes, at('/nowhere'), '/').loading).rejects.toThrow('chunk gone');
  });

  it('starts no calls for a page that makes none early', () => {
    vi.clearAllMocks();
    expect(() => preloadRoute(routes, at('/'), '/').startCalls(start)).not.toThrow();
    expect(prefetchPage).not.toHaveBeenCalled();
  });
});
