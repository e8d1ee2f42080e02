import { screen, within } from '@testing-library/react';
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
  server.use(http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })));
  await client.currentUser();
  renderApp(<Header />, { path: '/search?q=a b', settings, client });
  return within(screen.getByRole('banner'));
}

describe('header', () => {
  it('shows the logo as a home link named after the platform', async () => {
    const banner = await renderHeader();
    const home = banner.getByRole('link', { name: 'Atrium Academy' });
    expect(home).toHaveAttribute('href', '/');
    expect(within(home).getByRole('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.svg?v=1');
  });

  it('offers Sign In and Register to a visitor, both returning to this page', async () => {
    const banner = await renderHeader();
    const nav = within(banner.getByRole('navigation', { name: 'Account' }));
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', `${ORIGIN}/login?next=${here}`);
    expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', `${ORIGIN}/register?next=${here}`);
    expect(nav.queryByRole('link', { name: 'Sign Out' })).toBeNull();
  });

  it('sends a visitor to third-party sign-in when only that is allowed', async () => {
    const banner = await renderHeader(testSettings({ use_tpa_only: true, tpa_queryparam: '?tpa_hint=oa2-google' }));
    expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      `${ORIGIN}/login?tpa_hint=oa2-google&next=${here}&origin=${encodeURIComponent(ORIGIN)}`,
    );
    expect(banner.getByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('hides Register when public account creation is off and sign-in is third-party only', async () => {
    const banner = await renderHeader(testSettings({ use_tpa_only: true }, { ALLOW_PUBLIC_ACCOUNT_CREATION: 'false' }));
    expect(banner.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(banner.queryByRole('link', { name: 'Register' })).toBeNull();
  });

  it('shows a signed-in learner their name and Sign Out, returning to this page', async () => {
    const banner = await renderHeader(testSettings(), `edx-jwt-cookie-header-payload=${jwtCookieValue()}`);
    expect(banner.getByText('learner')).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', `${ORIGIN}/logout?next=${here}`);
    expect(banner.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(banner.queryByRole('link', { name: 'Register' })).toBeNull();
  });
});
