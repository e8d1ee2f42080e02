import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from '../../lib/router/index.ts';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN } from '../../test/settings.ts';
import PartnerPage from './PartnerPage.tsx';

describe('partner page', () => {
  it('shows the not-found page (and its title) for an unknown partner, at the same address', async () => {
    server.use(
      http.get(`${ORIGIN}/admin-console/api/partner/:name/`, () =>
        HttpResponse.json({ error: 'not_found', message: 'This partner does not exist' }, { status: 404 }),
      ),
      http.get(`${ORIGIN}/admin-console/api/popular-course-list/`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/admin-console/api/partner-instructors/:name/`, () =>
        HttpResponse.json({ error: 'not_found', message: 'No' }, { status: 404 }),
      ),
    );
    renderApp(
      <Routes>
        <Route path="/partners/:shortName" element={<PartnerPage />} />
      </Routes>,
      { path: '/partners/Nobody' },
    );
    expect(await screen.findByRole('heading', { name: 'Oops! You seem to be lost.' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Atrium Academy'));
  });
});

describe('partner page head', () => {
  it('names the partner for crawlers: its head and its schema.org EducationalOrganization', async () => {
    server.use(
      http.get(`${ORIGIN}/admin-console/api/partner/:name/`, () =>
        HttpResponse.json({
          organization: {
            id: 1,
            name: 'Acme University',
            short_name: 'AcmeX',
            description: 'Teaching since 1890.',
            logo: '/media/acme.png',
          },
          header: null,
          featured: false,
          courses_count: 0,
          students_count: 0,
          instructors_count: 0,
          programs: [],
        }),
      ),
      http.get(`${ORIGIN}/admin-console/api/popular-course-list/`, () => HttpResponse.json([])),
      http.get(`${ORIGIN}/admin-console/api/partner-instructors/:name/`, () => HttpResponse.json([])),
    );
    renderApp(
      <Routes>
        <Route path="/partners/:shortName" element={<PartnerPage />} />
      </Routes>,
      { path: '/partners/AcmeX' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme University' })).toBeInTheDocument();
    expect(document.title).toBe('Acme University | Atrium Academy');
    const meta = (key: string) =>
      document.head.querySelector(`meta[property="${key}"]`)?.getAttribute('content');
    expect(meta('og:title')).toBe('Acme University');
    expect(meta('og:description')).toBe('Teaching since 1890.');
    expect(meta('og:image')).toBe(`${ORIGIN}/media/acme.png`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${ORIGIN}/partners/AcmeX`,
    );
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => JSON.parse(block.textContent) as Record<string, unknown>,
    );
    expect(data.map((thing) => thing['@type'])).toEqual(['EducationalOrganization', 'BreadcrumbList']);
    expect(data[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: 'Acme University',
      alternateName: 'AcmeX',
      description: 'Teaching since 1890.',
      url: `${ORIGIN}/partners/AcmeX`,
      logo: `${ORIGIN}/media/acme.png`,
    });
  });
});
