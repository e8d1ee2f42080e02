import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import { Header } from './Header.tsx';

const here = encodeURIComponent(`${ORIGIN}/search?q=a b`);

async function renderHeader(settings = testSettings(), cookies = '') {
  const client = createApiClient(settings, { readCookies: () => cookies });
  server.use(
    http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })),
    http.get(`${ORIGIN}/api/user/v1/accounts/learner`, () =>
      HttpResponse.json({
        username: 'learner',
        email: 'learner@example.org',
        is_active: true,
        profile_image: { has_image: true, image_url_medium: 'https://cdn.example.com/me.jpg' },
      }),
    ),
  );
  await client.currentUser();
  renderApp(<Header />, { path: '/search?q=a b', settings, client });
  return within(screen.getByRole('banner'));
}

const subject = (n: number) => ({ title: `Subject ${n}`, slug: `subject-${n}` });

describe('header', () => {
  it('shows the logo as a home link named after the platform (desktop and phone headers)', async () => {
    const banner = await renderHeader();
    const homes = banner.getAllByRole('link', { name: 'Atrium Academy' });
    expect(homes).toHaveLength(2);
    for (const home of homes) {
      expect(home).toHaveAttribute('href', '/');
      expect(within(home).getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.svg?v=1');
    }
  });

  it('offers Sign In and Register to a visitor, both returning to this page', async () => {
    const banner = await renderHeader();
    const nav = within(banner.getByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `${ORIGIN}/login?next=${here}`,
    );
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `${ORIGIN}/register?next=${here}`,
    );
    expect(banner.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('sends a visitor to third-party sign-in when only that is allowed', async () => {
    const banner = await renderHeader(
      testSettings({ use_tpa_only: true, tpa_queryparam: '?tpa_hint=oa2-google' }),
    );
    expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `${ORIGIN}/login?tpa_hint=oa2-google&next=${here}&origin=${encodeURIComponent(ORIGIN)}`,
    );
    expect(banner.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('hides Register when public account creation is off and sign-in is third-party only', async () => {
    const banner = await renderHeader(
      testSettings({ use_tpa_only: true }, { ALLOW_PUBLIC_ACCOUNT_CREATION: 'false' }),
    );
    expect(banner.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('gives a visitor Dashboard, Discover and the Subjects menu, which loads every page in parallel after page 1', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${ORIGIN}/admin-console/api/subject-list/`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(new URL(request.url).search);
        const results = Array.from({ length: page < 3 ? 25 : 10 }, (_, i) =>
          subject((page - 1) * 25 + i + 1),
        );
        return HttpResponse.json({
          count: 60,
          next: page < 3 ? `${ORIGIN}/x?page=${page + 1}` : null,
          results,
          course_counter: 240,
        });
      }),
    );
    const banner = await renderHeader();
    const main = within(banner.getByRole('navigation', { name: 'Main' }));
    expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/overview');
    expect(main.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    const button = main.getByRole('button', { name: 'Subjects' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await main.findByRole('link', { name: 'Subject 60' })).toHaveAttribute(
      'href',
      '/search?subject=Subject+60',
    );
    expect(main.getAllByRole('link', { name: /^Subject \d+$/ })).toHaveLength(60);
    expect(main.getByText('240 courses')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'View All Courses' })).toHaveAttribute('href', '/search');
    expect(asked.sort()).toEqual(['?page_size=25&page=1', '?page_size=25&page=2', '?page_size=25&page=3']);
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('gives a learner the dashboard tabs and an avatar menu usable by keyboard', async () => {
    const banner = await renderHeader(testSettings(), `edx-jwt-cookie-header-payload=${jwtCookieValue()}`);
    const main = within(banner.getByRole('navigation', { name: 'Main' }));
    expect(main.queryByRole('button', { name: 'Subjects' })).toBeNull();
    expect(main.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/overview',
      '/inprogress',
      '/completed',
      '/discover',
    ]);
    const avatar = await banner.findByRole('button', { name: 'Account menu for learner' });
    await waitFor(() =>
      expect(within(avatar).getByRole('presentation', { hidden: true })).toHaveAttribute(
        'src',
        'https://cdn.example.com/me.jpg',
      ),
    );
    avatar.focus();
    await userEvent.keyboard('{ArrowDown}');
    const profile = banner.getByRole('link', { name: 'Profile' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('href', `${ORIGIN}/u/learner`);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(banner.getByRole('link', { name: 'Sign Out' })).toHaveFocus();
    expect(banner.getByRole('link', { name: 'Sign Out' })).toHaveAttribute(
      'href',
      `${ORIGIN}/logout?next=${here}`,
    );
    expect(banner.getByRole('link', { name: 'Order History' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(avatar).toHaveFocus();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Order History out without billing', async () => {
    const banner = await renderHeader(
      testSettings({ has_billing: false }),
      `edx-jwt-cookie-header-payload=${jwtCookieValue()}`,
    );
    await userEvent.click(await banner.findByRole('button', { name: 'Account menu for learner' }));
    expect(banner.getByRole('link', { name: 'Account' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Order History' })).toBeNull();
  });
});
