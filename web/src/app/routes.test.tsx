import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, matchRoutes, useLocation, useRoutes } from '../lib/router/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { testSettings } from '../test/settings.ts';
import { routerBasename } from './App.tsx';
import { Layout } from './Layout.tsx';
import { pageRoutes } from './routes.tsx';
import { prefetchContext } from '../test/prefetchContext.ts';
import type { PreloadHandle } from './preloadRoute.ts';

describe('route table', () => {
  const routeFor = (path: string) => {
    const match = matchRoutes(pageRoutes, path)?.at(-1)?.route;
    return match?.index ? '(index)' : match?.path;
  };

  it.each([
    ['/', '(index)'],
    ['/home', 'home'],
    ['/profile', 'profile'],
    ['/overview', 'overview'],
    ['/inprogress', 'inprogress'],
    ['/completed', 'completed'],
    ['/discover', 'discover'],
    ['/search', 'search'],
    ['/partners', 'partners'],
    ['/partners/mitx', 'partners/:shortName'],
    ['/course/intro-to-data/', 'course/:slug'],
    ['/program/data-science/', 'program/:slug'],
    ['/instructor/ada-lovelace', 'instructor/:slug'],
    ['/staticpages/about', 'staticpages/:page'],
    ['/homepage/course/intro-to-data', 'homepage/course/:slug'],
    ['/courses', 'courses'],
    ['/courses/course-v1:Org+Num+Run/about', 'courses/:courseId/about'],
    ['/courses/course-v1%3AOrg%2BNum%2BRun/about/', 'courses/:courseId/about'],
    ['/courses/course-v1:Org+Num+Run', '*'],
    ['/course', '*'],
    ['/partners/mitx/extra', '*'],
    ['/overview/2', '*'],
  ])('%s is the %s route', (path, route) => {
    expect(routeFor(path)).toBe(route);
  });

  // A search's first call is a POST: its CSRF token goes out with start-up, before the page's chunk.
  it.each([
    ['/search', 1],
    ['/courses', 1],
    ['/', 0],
    ['/discover', 0],
    ['/course/intro-to-data/', 0],
    ['/inprogress', 0],
  ])('%s asks for the CSRF token at start-up %i time(s)', (path, times) => {
    const handle = matchRoutes(pageRoutes, path)?.at(-1)?.route.handle as PreloadHandle;
    const { context, prepareUnsafeCalls } = prefetchContext();
    handle.prefetch?.(context);
    expect(prepareUnsafeCalls).toHaveBeenCalledTimes(times);
  });

  // The LMS's about link names the course id: a stock platform's slug, whose course is asked at once.
  it.each([
    ['openedx', [['course', 'metadata', 'course-v1:Org+Num+Run']]],
    ['admin-console', []],
  ] as const)('on a %s platform, an about link prefetches %j', (platformApi, expected) => {
    const path = '/courses/course-v1:Org+Num+Run/about';
    const handle = matchRoutes(pageRoutes, path)?.at(-1)?.route.handle as PreloadHandle;
    const settings = testSettings({}, { PLATFORM_API: platformApi });
    const { context, keys } = prefetchContext({ settings, params: { courseId: 'course-v1:Org+Num+Run' } });
    handle.prefetch?.(context);
    expect(keys()).toEqual(expected);
  });

  it.each([
    ['/course', 'Oops! You seem to be lost.', 'Page not found | Atrium Academy'],
    ['/no/such/page', 'Oops! You seem to be lost.', 'Page not found | Atrium Academy'],
  ])('%s shows “%s” titled “%s”', async (path, heading, title) => {
    renderApp(undefined, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('sends the older share link to the course page', async () => {
    function Probe() {
      const element = useRoutes([
        {
          path: 'homepage/course/:slug',
          element: pageRoutes.find((r) => r.path === 'homepage/course/:slug')?.element,
        },
        { path: '*', element: <LocationText /> },
      ]);
      return element;
    }
    function LocationText() {
      return <p>{useLocation().pathname}</p>;
    }
    renderApp(<Probe />, { path: '/homepage/course/intro%20to-data' });
    expect(await screen.findByText('/course/intro%20to-data/')).toBeInTheDocument();
  });

  it('titles pages with the configured platform name', async () => {
    renderApp(undefined, { path: '/nowhere', settings: testSettings({ platform_name: 'Campus' }) });
    await waitFor(() => expect(document.title).toBe('Page not found | Campus'));
  });

  it('scrolls to the top on every route change', async () => {
    const withLink = [
      {
        element: <Layout />,
        children: [{ path: 'go', element: <Link to="/nowhere">next</Link> }, ...pageRoutes],
      },
    ];
    function Table() {
      return useRoutes(withLink);
    }
    renderApp(<Table />, { path: '/go' });
    const scrolls = vi.spyOn(window, 'scrollTo');
    scrolls.mockClear();
    await userEvent.click(await screen.findByRole('link', { name: 'next' }));
    await screen.findByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' });
    expect(scrolls).toHaveBeenCalledWith(0, 0);
  });

  it.each([
    ['/', '/'],
    ['/homepage/', '/homepage'],
    ['/a/b/', '/a/b'],
  ])('public path %s is router basename %s', (publicPath, basename) => {
    expect(routerBasename(publicPath)).toBe(basename);
  });
});
