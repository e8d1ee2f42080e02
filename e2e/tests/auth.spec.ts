import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';

async function signInFrom(page: Page, path: string, username = 'learner'): Promise<void> {
  await page.goto(path);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await expectNoAxeViolations(page);
  await page.getByLabel(/username|e-?mail/i).fill(username);
  await page.getByLabel(/password/i).fill('atrium-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a learner signs in through /login, lands back on the next page, and signs out', async ({ page }) => {
  await signInFrom(page, '/staticpages/about');
  await expect(page).toHaveURL(/\/staticpages\/about$/);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await expect(banner).toContainText(/learner/i);
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await banner.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/staticpages\/about$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('edx-jwt-cookie-header-payload');
});

test('a wrong password is refused with a message and no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/username|e-?mail/i).fill('learner');
  await page.getByLabel(/password/i).fill('not-the-password');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.map((c) => c.name)).not.toContain('edx-jwt-cookie-signature');
});

test('a next outside the platform is refused after sign-in', async ({ page }) => {
  await page.goto('/login?next=' + encodeURIComponent('https://evil.example/steal'));
  await page.getByLabel(/username|e-?mail/i).fill('learner');
  await page.getByLabel(/password/i).fill('atrium-demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
});

test('after the JWT expires, the next call refreshes it silently', async ({ page }) => {
  await signInFrom(page, '/staticpages/contact');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
  const payload = (await page.context().cookies()).find((c) => c.name === 'edx-jwt-cookie-header-payload');
  expect(payload).toBeDefined();
  const claims = JSON.parse(Buffer.from(payload!.value.split('.')[1]!, 'base64url').toString()) as { exp: number };

  // The e2e server issues short-lived tokens: wait until this one has expired.
  const wait = claims.exp * 1000 - Date.now() + 1000;
  expect(wait).toBeLessThan(15_000);
  await page.waitForTimeout(Math.max(wait, 0));

  const refresh = page.waitForResponse((r) => r.url().endsWith('/login_refresh') && r.request().method() === 'POST');
  await page.goto('/');
  expect((await refresh).status()).toBe(200);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Out' })).toBeVisible();
  const renewed = (await page.context().cookies()).find((c) => c.name === 'edx-jwt-cookie-header-payload');
  const renewedClaims = JSON.parse(Buffer.from(renewed!.value.split('.')[1]!, 'base64url').toString()) as { exp: number };
  expect(renewedClaims.exp).toBeGreaterThan(claims.exp);
});
