import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { jwtCookieValue } from '../../test/jwt.ts';
import { renderApp } from '../../test/render.tsx';
import { server } from '../../test/server.ts';
import { ORIGIN, testSettings } from '../../test/settings.ts';

/** The home sections' own calls fail: only the activation dialog matters here. */
function sectionsDown() {
  server.use(
    http.all(`${ORIGIN}/admin-console/*`, () => HttpResponse.json({ error: 'down' }, { status: 503 })),
    http.get(`${ORIGIN}/csrf/api/v1/token`, () => HttpResponse.json({ csrfToken: 't' })),
  );
}

function account(isActive: boolean) {
  const asked: string[] = [];
  server.use(
    http.get(`${ORIGIN}/api/user/v1/accounts/:username`, ({ params }) => {
      asked.push(String(params.username));
      return HttpResponse.json({ username: 'learner', email: 'learner@example.com', is_active: isActive });
    }),
  );
  return asked;
}

async function renderHome(cookies: string) {
  const settings = testSettings();
  const client = createApiClient(settings, { readCookies: () => cookies });
  server.use(http.post(`${ORIGIN}/login_refresh`, () => new HttpResponse(null, { status: 401 })));
  await client.currentUser();
  renderApp(undefined, { path: '/', settings, client });
}

afterEach(() => sessionStorage.clear());

describe('home: the activation dialog (its code loads for a signed-in learner only)', () => {
  it('asks a signed-in learner whose account is not active to activate it', async () => {
    sectionsDown();
    const asked = account(false);
    await renderHome(`edx-jwt-cookie-header-payload=${jwtCookieValue()}`);
    expect(
      await screen.findByRole('dialog', { name: 'Activate Your Account' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(asked).toContain('learner');
  });
});
