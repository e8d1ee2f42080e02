import { meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';

/** The home page of a stock LMS: its courses only, asked of course discovery, nothing of the admin console. */
describe('home on a stock platform', () => {
  it('shows the courses of course discovery, without banner, subjects, partners or a second tab', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    server.use(
      http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
      http.get(`${ORIGIN}/api/mfe_config/v1`, () =>
        HttpResponse.json({ ATRIUM_LANGUAGES: JSON.stringify([{ code: 'en', name: 'English' }]) }),
      ),
      http.post(`${ORIGIN}/search/course_discovery/`, () => HttpResponse.json(meilisearchDiscoveryAnswer)),
    );
    renderApp(undefined, { settings: testSettings({}, { PLATFORM_API: 'openedx' }), path: '/' });

    const card = await screen.findByRole('heading', { name: 'Soil Science' }, { timeout: 5000 });
    expect(card).toBeVisible();
    expect(screen.queryByRole('heading', { name: /popular subjects/i })).toBeNull();
    expect(screen.queryByRole('heading', { name: /popular partners/i })).toBeNull();
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Top courses']);
    expect(asked.filter((path) => path.startsWith('/admin-console/'))).toEqual([]);
    expect(asked).toContain('/search/course_discovery/');
    server.events.removeAllListeners();
  });
});
