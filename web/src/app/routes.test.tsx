import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { testSettings } from '../test/settings.ts';
import { routerBasename } from './App.tsx';
import { Layout } from './Layout.tsx';
import { pageRoutes } from './routes.tsx';

describe('route table', () => {
  it.each([
    ['/', 'Welcome to Atrium Academy', 'Home | Atrium Academy'],
    ['/home', 'Welcome to Atrium Academy', 'Home | Atrium Academy'],
    ['/profile', 'Profile', 'Profile | Atrium Academy'],
    ['/overview', 'Dashboard', 'Dashboard | Atrium Academy'],
    ['/inprogress', 'In progress', 'In progress | Atrium Academy'],
    ['/completed', 'Completed', 'Completed | Atrium Academy'],
    ['/discover', 'Discover', 'Discover | Atrium Academy'],
    ['/search?q=data', 'Search results', 'Search results | Atrium Academy'],
    ['/partners', 'Our partners', 'Our partners | Atrium Academy'],
    ['/partners/mitx', 'Partner', 'Partner | Atrium Academy'],
    ['/course/intro-to-data/', 'Course', 'Course | Atrium Academy'],
    ['/program/data-science/', 'Program', 'Program | Atrium Academy'],
    ['/instructor/ada-lovelace', 'Instructor', 'Instructor | Atrium Academy'],
    ['/homepage/course/intro-to-data', 'Course', 'Course | Atrium Academy'],
    ['/course', 'Oops! You seem to be lost.', 'Page not found | Atrium Academy'],
  ])('%s shows “%s” titled “%s”', async (path, heading, title) => {
    renderApp(undefined, { path });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('titles pages with the configured platform name', async () => {
    renderApp(undefined, { path: '/discover', settings: testSettings({ platform_name: 'Campus' }) });
    await waitFor(() => expect(document.title).toBe('Discover | Campus'));
  });

  it('scrolls to the top on every route change', async () => {
    const withLink = [{ element: <Layout />, children: [{ path: 'go', element: <Link to="/discover">next</Link> }, ...pageRoutes] }];
    function Table() {
      return useRoutes(withLink);
    }
    renderApp(<Table />, { path: '/go' });
    const scrolls = vi.spyOn(window, 'scrollTo');
    scrolls.mockClear();
    await userEvent.click(await screen.findByRole('link', { name: 'next' }));
    await screen.findByRole('heading', { level: 1, name: 'Discover' });
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
