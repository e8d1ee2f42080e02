/**
 * A session that expires in the middle of a visit, without a page load (auth.spec.ts covers the
 * reload cases): the next screen's learner calls, all at once, share exactly one refresh and the
 * learner stays signed in; a refused refresh turns them into a visitor on the same screen.
 *
 * The token is expired by rewriting the readable cookie's `exp`, which is what the client reads
 * (api/jwt.ts), instead of waiting out the e2e server's 8 s lifetime. Its signature no longer
 * matches either, so any learner call sent without refreshing first would be refused.
 */
import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { expectSignedInAs, isPhone } from './support/account.ts';
import { signInAs } from './support/learners.ts';
import { failCalls } from './support/faults.ts';

const PAYLOAD_COOKIE = 'edx-jwt-cookie-header-payload';

async function expireToken(context: BrowserContext, page: Page): Promise<void> {
  const cookie = (await context.cookies()).find((c) => c.name === PAYLOAD_COOKIE);
  expect(cookie).toBeDefined();
  const [header, payload] = decodeURIComponent(cookie!.value).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  const expired = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  await context.addCookies([{ ...cookie!, value: expired }]);
  expect(await page.evaluate(() => document.cookie)).toContain(expired);
}

/** POSTs to the refresh endpoint from now on. */
function countRefreshes(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/login_refresh')
      seen.push(request);
  });
  return seen;
}

/**
 * The learner on the overview, its JWT then expired in place (no page load since: see the marker
 * `sameDocument`); returns the page errors collected from the start.
 */
async function overviewWithExpiredToken(page: Page, context: BrowserContext): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signInAs(page, 'learner', '/overview');
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('article')).toHaveCount(5);
  // A marker that only survives if no page load happens on the way.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await expireToken(context, page);
  return errors;
}

/** The dashboard's own tab to the in-progress list: a client-side navigation, no page load. */
async function openInProgress(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'In progress', exact: true }).first().click();
  await expect(page).toHaveURL(/\/inprogress$/);
}

test('an expired token mid-visit is refreshed once for all the calls of the next screen', async ({
  page,
  context,
}, info) => {
  const errors = await overviewWithExpiredToken(page, context);
  const refreshes = countRefreshes(page);
  await openInProgress(page);
  // The list, then one outline (and maybe a prerequisite status) per card: a dozen learner calls.
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(12);
  await page.waitForLoadState('networkidle');

  expect(refreshes).toHaveLength(1);
  expect((await refreshes[0]!.response())?.status()).toBe(200);
  const renewed = (await context.cookies()).find((c) => c.name === PAYLOAD_COOKIE);
  const { exp } = JSON.parse(
    Buffer.from(decodeURIComponent(renewed!.value).split('.')[1]!, 'base64url').toString(),
  ) as { exp: number };
  expect(exp * 1000).toBeGreaterThan(Date.now());
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(errors).toEqual([]);
  await expectSignedInAs(page, info, 'learner');
});

test('a refused refresh mid-visit turns the learner into a visitor on the same screen', async ({
  page,
  context,
}, info) => {
  const errors = await overviewWithExpiredToken(page, context);
  const refreshes = countRefreshes(page);
  await failCalls(page, '**/login_refresh', 401, 'unauthenticated', 'The session has ended.');
  await openInProgress(page);

  // Still on the list's address, now showing the visitor's sign-in prompt, not an error page, and
  // nothing of the learner's list (not even its total) lingers on screen.
  const main = page.getByRole('main');
  await expect(main.getByText('Please log in to access your dashboard')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    /\/login\?next=.*inprogress/,
  );
  await expect(page).toHaveURL(/\/inprogress$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('In progress');
  await expect(main.getByText(/Total:/)).toHaveCount(0);
  await expect(main.getByRole('article')).toHaveCount(0);
  await expect(main.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(refreshes).toHaveLength(1);
  if (isPhone(info)) {
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(errors).toEqual([]);
});
