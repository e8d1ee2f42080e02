/**
 * Signing in as a demo account, and fresh accounts (registered through /register, activated through
 * the account-settings stand-in) whose enrollments no other test relies on. API calls go through the
 * page's own cookies, as the web app's would: a refreshed JWT, USE-JWT-COOKIE and the CSRF header.
 */
import { expect, test, type Page, type Response } from '@playwright/test';

export const DEMO_PASSWORD = 'atrium-demo';

/** Signs in through the /login form and lands on `path`. */
export async function signInAs(page: Page, username: string, path = '/overview'): Promise<void> {
  // The project's own base (the server with or without extensions), without a page load to learn it.
  const next = new URL(path, test.info().project.use.baseURL).href;
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel(/username|e-?mail/i).fill(username);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(new URL(path, next).href);
}

/** Registers a new account through /register (it starts inactive) and returns its username. */
export async function registerFreshAccount(page: Page, prefix = 'dash'): Promise<string> {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill(`Test ${username}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('E-mail').fill(`${username}@example.org`);
  await page.getByLabel(/^Password/).fill('fresh-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).not.toHaveURL(/\/register/);
  return username;
}

/** What the activation e-mail's link does (stand-in page of the reference server). */
export async function activateAccount(page: Page): Promise<void> {
  await page.goto('/account/settings');
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
}

async function learnerHeaders(page: Page): Promise<Record<string, string>> {
  // The JWT lives seconds in the e2e server: renew it as the web client would.
  expect((await page.request.post('/login_refresh')).status()).toBe(200);
  const { csrfToken } = (await (await page.request.get('/csrf/api/v1/token')).json()) as {
    csrfToken: string;
  };
  return { 'USE-JWT-COOKIE': 'true', 'X-CSRFToken': csrfToken };
}

interface Hit {
  data: { id: string; content: { display_name: string } };
  isProgram?: boolean;
}

/**
 * Enrolls the signed-in account in `count` current, free courses (through the API) and returns their
 * names, most recent first as the dashboard orders them.
 */
export async function enrollInCourses(page: Page, count: number): Promise<{ id: string; name: string }[]> {
  const headers = await learnerHeaders(page);
  const search = await page.request.post(
    '/admin-console/api/full-course-discovery/?page_size=60&page_index=0&sort=Z-A',
    {
      headers,
      data: { availability: ['current'], learning_type: ['course'] },
    },
  );
  expect(search.status()).toBe(200);
  const { results } = (await search.json()) as { results: Hit[] };
  const enrolled: { id: string; name: string }[] = [];
  for (const hit of results) {
    if (enrolled.length === count) break;
    if (hit.isProgram || hit.data.id.startsWith('program:')) continue;
    const response = await page.request.post('/api/enrollment/v1/enrollment', {
      headers,
      data: { course_details: { course_id: hit.data.id } },
    });
    if (response.status() === 200) enrolled.unshift({ id: hit.data.id, name: hit.data.content.display_name });
  }
  expect(enrolled).toHaveLength(count);
  return enrolled;
}

/** Leaves every course given (clean-up: keeps course enrollment totals as they were). */
export async function unenrollFrom(page: Page, courseIds: readonly string[]): Promise<void> {
  const headers = await learnerHeaders(page);
  for (const id of courseIds) {
    await page.request.post('/admin-console/api/openedx/api/unenroll/', { headers, data: { course_id: id } });
  }
}

/**
 * The answer a learner's call finally gets: a token that expires in flight is refused (401), the client
 * renews it and asks again, and that second answer is the one that counts.
 */
export function learnerAnswer(page: Page, matches: (response: Response) => boolean) {
  return page.waitForResponse((response) => matches(response) && response.status() !== 401);
}
