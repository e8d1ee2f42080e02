import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN } from '../../test/settings.ts';
import { WelcomeBanner } from './WelcomeBanner.tsx';

const WELCOME = `${ORIGIN}/admin-console/api/welcome-section/`;

function answer(title: Record<string, string>, description: Record<string, string>) {
  server.use(
    http.get(WELCOME, () => HttpResponse.json({ title, highlight_word: {}, description, image: null })),
  );
}

describe('the welcome banner', () => {
  it("greets in the platform's own words for the active language", async () => {
    answer({ en: 'Learn anything' }, { en: 'Courses from our partners.' });
    renderApp(<WelcomeBanner />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn anything' })).toBeVisible();
    expect(screen.getByText('Courses from our partners.')).toBeVisible();
  });

  it('greets with the interface’s own welcome, never a placeholder, when the language has no text', async () => {
    answer({ fr: 'Apprenez tout' }, { fr: 'Des cours de nos partenaires.' });
    renderApp(<WelcomeBanner />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Atrium Academy' })).toBeVisible();
    expect(screen.getByText(/explore the catalogue to find your next course/)).toBeVisible();
    expect(screen.queryByText('Apprenez tout')).toBeNull();
  });

  it('greets the same way when the banner cannot be loaded', async () => {
    server.use(http.get(WELCOME, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    renderApp(<WelcomeBanner />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Atrium Academy' })).toBeVisible();
  });
});
