/**
 * The addresses a stock LMS hands to its catalog app (issue 31), against the reference server in the
 * stock dialect (desktop only: the addresses do not depend on the width): `/courses?…` lands on the
 * search page with its query, and
 * `/courses/{course_id}/about` (the id raw or percent-encoded) on the course page, each at its one
 * canonical address (`/search?…`, `/course/{slug}/`), replacing the hand-off address in the history;
 * the share link is the canonical address; `/staticpages/about` hands the visitor to the LMS's own
 * page. No request goes to /admin-console/, and the home logs no console error.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** Records every request of the page to an /admin-console/ path. */
function adminConsoleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin-console/')) seen.push(request.url());
  });
  return seen;
}

/** Every console error of the page (a failed request the browser logs included). */
function consoleErrors(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** The first course of the stock index whose title `text` finds: its id and title. */
async function stockCourse(request: APIRequestContext, text: string): Promise<{ id: string; title: string }> {
  const { csrfToken } = (await (await request.get('/csrf/api/v1/token')).json()) as { csrfToken: string };
  const response = await request.post('/search/course_discovery/', {
    form: { page_size: '1', page_index: '0', search_string: text },
    headers: { 'X-CSRFToken': csrfToken },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as {
    results: { data: { id: string; content: { display_name: string } } }[];
  };
  const hit = answer.results[0];
  expect(hit?.data.id).toMatch(/^course-v1:[^+]+\+[^+]+\+/);
  return { id: hit?.data.id ?? '', title: hit?.data.content.display_name ?? '' };
}

/** The hand-off address left no entry of its own: Back leaves the app. */
async function expectReplaced(page: Page) {
  await page.goBack();
  expect(page.url()).toBe('about:blank');
}

test('the stock home asks nothing of the admin console and logs no error', async ({ page }) => {
  const adminConsole = adminConsoleRequests(page);
  const errors = consoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(adminConsole).toEqual([]);
  expect(errors).toEqual([]);
});

test('/courses lands on the search page, its query kept', async ({ page }) => {
  const adminConsole = adminConsoleRequests(page);
  await page.goto('/courses?q=python&language=en');
  await expect(page).toHaveURL(/\/search\?q=python&language=en$/);
  await expect(page.getByRole('main').getByRole('combobox', { name: 'Search courses' })).toHaveValue(
    'python',
  );
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible({ timeout: 15_000 });
  await expectReplaced(page);
  expect(adminConsole).toEqual([]);
});

for (const form of ['raw', 'encoded'] as const) {
  test(`/courses/{course_id}/about (${form}) lands on the course page, whose share link is its address`, async ({
    page,
    context,
    request,
  }) => {
    const adminConsole = adminConsoleRequests(page);
    const course = await stockCourse(request, 'python');
    const id = form === 'raw' ? course.id : encodeURIComponent(course.id);
    await page.goto(`/courses/${id}/about?utm_source=lms`);
    const canonical = `/course/${encodeURIComponent(course.id)}/`;
    await expect(page).toHaveURL(`${canonical}?utm_source=lms`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible({
      timeout: 15_000,
    });

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share this course' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Link has been copied successfully!' }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL(canonical, page.url()).href);

    await expectReplaced(page);
    expect(adminConsole).toEqual([]);
  });
}

test('an about link naming no course shows the not-found page', async ({ page }) => {
  await page.goto('/courses/course-v1:Nobody+NONE+2000/about');
  await expect(page).toHaveURL(`/course/${encodeURIComponent('course-v1:Nobody+NONE+2000')}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' })).toBeVisible();
});

test('/staticpages/about hands the visitor to the LMS’s own page', async ({ page }) => {
  const adminConsole = adminConsoleRequests(page);
  await page.goto('/staticpages/about');
  // The reference server's LMS is this origin.
  await page.waitForURL((url) => url.pathname === '/about');
  await expectReplaced(page);
  await page.goto('/staticpages/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! You seem to be lost.' })).toBeVisible();
  expect(adminConsole).toEqual([]);
});
