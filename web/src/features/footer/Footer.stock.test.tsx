import { stockFooter } from '@atrium/contract/samples';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { testSettings } from '../../test/settings.ts';
import { Footer } from './Footer.tsx';

const LMS = 'https://lms.example.org';

afterEach(() => {
  server.events.removeAllListeners();
});

/** The footer of a stock LMS: its branding footer's links under the catalogue's titles, nothing of the admin console. */
describe('the footer on a stock platform', () => {
  it('shows the stock footer’s sections, with LMS paths on the LMS, and the default copyright bar', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(request.url);
    });
    server.use(
      http.get(`${LMS}/api/mfe_config/v1`, () =>
        HttpResponse.json({ ATRIUM_LANGUAGES: JSON.stringify([{ code: 'en', name: 'English' }]) }),
      ),
      http.get(`${LMS}/api/branding/v1/footer`, () => HttpResponse.json(stockFooter)),
    );
    renderApp(<Footer />, {
      settings: testSettings({}, { PLATFORM_API: 'openedx', LMS_BASE_URL: LMS }),
    });

    const footer = screen.getByRole('contentinfo');
    await within(footer).findByRole('heading', { name: 'Legal' });
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Navigation', 'Legal', 'Follow us']);
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      `${LMS}/privacy`,
    );
    expect(within(footer).getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      'https://www.example.org/about',
    );
    expect(within(footer).getByRole('link', { name: 'Powered by Open edX' })).toBeVisible();
    expect(within(footer).getByText(/registered trademarks of edX/)).toBeVisible();
    expect(asked).toContain(`${LMS}/api/branding/v1/footer?language=en`);
    expect(asked.filter((url) => new URL(url).pathname.startsWith('/admin-console/'))).toEqual([]);
  });

  it('shows the operator’s description (ATRIUM_FOOTER_DESCRIPTION) as text under the logo', async () => {
    server.use(
      http.get(`${LMS}/api/mfe_config/v1`, () =>
        HttpResponse.json({ ATRIUM_FOOTER_DESCRIPTION: 'Courses <b>from</b> our partners.' }),
      ),
      http.get(`${LMS}/api/branding/v1/footer`, () => HttpResponse.json(stockFooter)),
    );
    renderApp(<Footer />, {
      settings: testSettings({}, { PLATFORM_API: 'openedx', LMS_BASE_URL: LMS }),
    });
    const footer = screen.getByRole('contentinfo');
    // Text, not markup: the operator's tags are shown, never interpreted.
    expect(await within(footer).findByText('Courses <b>from</b> our partners.')).toBeVisible();
    expect(footer.querySelector('b')).toBeNull();
  });
});
