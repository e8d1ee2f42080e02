import { meilisearchDiscoveryAnswer } from '@atrium/contract/samples';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';

const LANGUAGES = JSON.stringify([{ code: 'en', name: 'English' }]);

/** A stock LMS whose runtime configuration carries `extra` beside its languages; records the paths asked. */
function stockPlatform(extra: Record<string, string> = {}) {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url).pathname);
  });
  server.use(
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
    http.get(`${ORIGIN}/api/mfe_config/v1`, () =>
      HttpResponse.json({ ATRIUM_LANGUAGES: LANGUAGES, ...extra }),
    ),
    http.post(`${ORIGIN}/search/course_discovery/`, () => HttpResponse.json(meilisearchDiscoveryAnswer)),
    // A release before course_list_search (Ulmo): the catalogue's courses come from course discovery.
    http.post(`${ORIGIN}/search/unstable/v0/course_list_search/`, () =>
      HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    // Whatever else the page asks (the partners strip's organisations, the footer) is not this test's.
    http.all(`${ORIGIN}/api/*`, () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  );
  renderApp(undefined, {
    settings: testSettings({ platform_name: 'Stock Academy' }, { PLATFORM_API: 'openedx' }),
    path: '/',
  });
  return asked;
}

afterEach(() => {
  server.events.removeAllListeners();
});

/** The home page of a stock LMS: Atrium's welcome and search, its courses, nothing of the admin console. */
describe('home on a stock platform', () => {
  it('opens on the welcome section (the page’s heading and the search field), then its courses', async () => {
    const asked = stockPlatform();

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Welcome to Stock Academy' },
      { timeout: 10_000 },
    );
    const banner = heading.closest('section');
    expect(banner).not.toBeNull();
    expect(within(banner!).getByRole('combobox', { name: 'Search the catalogue' })).toBeVisible();
    expect(within(banner!).getByRole('link', { name: 'Explore New Courses' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(await screen.findByRole('heading', { name: 'Soil Science' }, { timeout: 10_000 })).toBeVisible();
    // Without curated searches there are no popular subjects.
    expect(screen.queryByRole('heading', { name: /popular subjects/i })).toBeNull();
    expect(asked.filter((path) => path.startsWith('/admin-console/'))).toEqual([]);
    expect(asked).toContain('/search/course_discovery/');
  });

  it('greets with the operator’s banner and curated searches from the runtime configuration', async () => {
    stockPlatform({
      ATRIUM_WELCOME: JSON.stringify({
        title: { en: 'Learn with the best' },
        highlight_word: { en: 'best' },
        description: { en: 'Courses from our universities.' },
      }),
      ATRIUM_POPULAR_SEARCHES: JSON.stringify([
        { title: 'Soil', query: 'soil' },
        { title: { en: 'Free in French' }, language: ['fr'], mode: ['audit'] },
      ]),
    });

    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Learn with the best' },
      { timeout: 10_000 },
    );
    expect(within(heading).getByText('best').tagName).toBe('EM');
    expect(screen.getByText('Courses from our universities.')).toBeVisible();
    const subjects = await screen.findByRole('region', { name: 'Popular Subjects' });
    expect(within(subjects).getByRole('link', { name: 'Soil' })).toHaveAttribute('href', '/search?q=soil');
    expect(within(subjects).getByRole('link', { name: 'Free in French' })).toHaveAttribute(
      'href',
      '/search?language=fr&mode=audit',
    );
  });

  it('keeps the defaults when the configured values are malformed', async () => {
    stockPlatform({ ATRIUM_WELCOME: '{"title":', ATRIUM_POPULAR_SEARCHES: '{"not":"a list"}' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Stock Academy' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Soil Science' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Popular Subjects' })).toBeNull();
  });
});
