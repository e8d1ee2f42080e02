import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { clickSignIn, clickSignOut, expectSignedInAs } from './support/account.ts';

async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel(/username|e-?mail/i).fill(username);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

const claimsOf = (value: string) =>
  JSON.parse(Buffer.from(value.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
    preferred_username: string;
  };

test('a learner signs in through /login, lands back on the next page, and signs out', async ({
  page,
}, info) => {
  await page.goto('/staticpages/about');
  await clickSignIn(page, info);
  await expect(page).toHaveURL(/\/login\?next=/);
  await expectNoAxeViolations(page);
  await fillLogin(page, 'learner', 'atrium-demo');

  // Phones went through /profile, so that is the page to come back to there.
  await expect(page).toHaveURL(info.project.name === 'phone' ? /\/profile$/ : /\/staticpages\/about$/);
  await expectSignedInAs(page, info, 'learner');
  await expectNoAxeViolations(page);

  const before = page.url();
  await clickSignOut(page, info);
  await expect(page).toHaveURL(before);
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('edx-jwt-cookie-header-payload');
  expect(cookies.map((c) => c.name)).not.toContain('sessionid');
  expect(cookies.map((c) => c.name)).not.toContain('edxloggedin');
});

test('a visitor who never signed in is known without asking: no refresh call, no console error', async ({
  page,
}) => {
  const refreshes: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/login_refresh') refreshes.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const address of ['/', '/search?q=data', '/staticpages/about']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: /sign in/i })).toBeVisible();
  expect(refreshes).toEqual([]);
  expect(errors).toEqual([]);
});

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'learner', 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('edx-jwt-cookie-signature');
});

test('a next outside the platform is refused after sign-in', async ({ page }) => {
  await page.goto('/login?next=' + encodeURIComponent('https://evil.example/steal'));
  await fillLogin(page, 'learner', 'atrium-demo');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('after the JWT expires, the next call refreshes it silently', async ({ page }, info) => {
  await page.goto(`/login?next=${encodeURIComponent('/staticpages/contact')}`);
  await fillLogin(page, 'learner', 'atrium-demo');
  await expect(page).toHaveURL(/\/staticpages\/contact$/);
  const payload = (await page.context().cookies()).find((c) => c.name === 'edx-jwt-cookie-header-payload');
  expect(payload).toBeDefined();
  const claims = claimsOf(payload!.value);
  expect(claims.preferred_username).toBe('learner');
  // Start-up has answered: a refresh it started would be cut short by the next navigation, unseen.
  await expectSignedInAs(page, info, 'learner');

  // The next learner call refreshes: the page's own, if one is still under way, or the next page's.
  const refresh = page.waitForResponse(
    (r) => r.url().endsWith('/login_refresh') && r.request().method() === 'POST',
  );
  // The test server swaps in a properly signed token that expired a minute ago (no waiting it out).
  expect((await page.request.post('/__test/expire-jwt')).status()).toBe(204);
  const expired = (await page.context().cookies()).find((c) => c.name === 'edx-jwt-cookie-header-payload');
  expect(claimsOf(expired!.value).exp).toBeLessThan(Date.now() / 1000);

  await page.goto('/');
  expect((await refresh).status()).toBe(200);
  await expectSignedInAs(page, info, 'learner');
  const renewed = (await page.context().cookies()).find((c) => c.name === 'edx-jwt-cookie-header-payload');
  expect(claimsOf(renewed!.value).exp).toBeGreaterThan(Date.now() / 1000);
});

test('a refused refresh turns the learner into a visitor without losing the page', async ({
  page,
  context,
}, info) => {
  await page.goto(`/login?next=${encodeURIComponent('/staticpages/honor')}`);
  await fillLogin(page, 'learner', 'atrium-demo');
  await expect(page).toHaveURL(/\/staticpages\/honor$/);
  // The server-side session ends (as when it expires); the JWT cookie goes stale with it.
  await context.clearCookies({ name: 'sessionid' });
  await context.clearCookies({ name: 'edx-jwt-cookie-header-payload' });
  const refresh = page.waitForResponse((r) => r.url().endsWith('/login_refresh'));
  await page.reload();
  expect((await refresh).status()).toBe(401);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (info.project.name === 'phone') {
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  }
});
