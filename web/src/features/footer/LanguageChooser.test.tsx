import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';
import { LanguageChooser } from './LanguageChooser.tsx';

const LANGUAGES = JSON.stringify([
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
  { code: 'fa-IR', name: 'فارسی' },
]);

interface Patch {
  username: string | readonly string[] | undefined;
  contentType: string | null;
  body: unknown;
}

function serve(preferenceStatus: number) {
  const patches: Patch[] = [];
  server.use(
    http.get(`${ORIGIN}/admin-console/api/active-langs/`, () => HttpResponse.json(LANGUAGES)),
    http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })),
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 'token' })),
    http.patch(`${ORIGIN}/api/user/v1/preferences/:username`, async ({ request, params }) => {
      patches.push({
        username: params.username,
        contentType: request.headers.get('content-type'),
        body: await request.json(),
      });
      return new HttpResponse(null, { status: preferenceStatus });
    }),
  );
  return patches;
}

async function renderChooser(cookies: string) {
  const client = createApiClient(testSettings(), { readCookies: () => cookies });
  await client.currentUser();
  renderApp(<LanguageChooser />, { client });
  return screen.findByRole('combobox', { name: 'Choose language' });
}

const reload = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { href: 'http://localhost/', hostname: 'localhost', protocol: 'http:', reload });
  document.cookie = 'openedx-language-preference=; Max-Age=0; Path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

const languageCookie = () => /openedx-language-preference=([^;]*)/.exec(document.cookie)?.[1] ?? null;

describe('the language chooser', () => {
  it('offers only the active languages, the current one selected', async () => {
    serve(204);
    document.cookie = 'openedx-language-preference=ar; Path=/';
    const chooser = await renderChooser('');
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual([
      'en',
      'ar',
      'fa-IR',
    ]);
    expect(chooser).toHaveValue('ar');
  });

  it('signed out: writes the cookie and reloads, without a preference call', async () => {
    const patches = serve(204);
    const chooser = await renderChooser('');
    await userEvent.selectOptions(chooser, 'ar');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(languageCookie()).toBe('ar');
    expect(patches).toEqual([]);
  });

  it('signed in: saves pref-lang as a merge patch, then writes the cookie and reloads on 204', async () => {
    const patches = serve(204);
    const chooser = await renderChooser(`edx-jwt-cookie-header-payload=${jwtCookieValue()}`);
    await userEvent.selectOptions(chooser, 'fa-IR');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(patches).toEqual([
      { username: 'learner', contentType: 'application/merge-patch+json', body: { 'pref-lang': 'fa-IR' } },
    ]);
    expect(languageCookie()).toBe('fa-IR');
  });

  it('signed in: a refused save is shown, and neither the cookie nor the page changes', async () => {
    serve(500);
    const chooser = await renderChooser(`edx-jwt-cookie-header-payload=${jwtCookieValue()}`);
    await userEvent.selectOptions(chooser, 'ar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your language could not be changed. Please try again.',
    );
    expect(chooser).toHaveAccessibleDescription('Your language could not be changed. Please try again.');
    expect(chooser).toHaveValue('en');
    expect(chooser).toBeEnabled();
    expect(languageCookie()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
