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
